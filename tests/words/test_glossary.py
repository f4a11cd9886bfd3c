"""French as a French table says it (issue 43, docs/glossaire.md): the commands a player runs,
in French, over a few games, never say what the glossary rules out -- a hand as a "main", a
player as a "place", a verb that does not agree with a team's name, a profile's raw keys and
values, an internal reference alone --; nor does any French sentence of the catalog. And the
catalog's machinery: the agreement rule, elision and contraction, help cut where French cuts."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from belote_cli.cli import app
from belote_cli.core.profile import BUILTINS, BY_KEY, PARAMS
from belote_cli.text.catalog import catalog, known, speaking, t
from belote_cli.text.catalog.fr import agreement
from belote_cli.text.explain import raw_words, source_words, value_words
from tests.helpers import ROOT, runner

FR = catalog("fr").MESSAGES
# The newcomer's phrases (issue 43), each something no French table says.
NEWCOMER = [
    "la main (1 110co 103 der 1)",
    "Aucune main pour l'instant",
    "Mains",
    "points par main",
    "reprendre la dernière main",
    "à la place 1 (Nous) de donner",
    "Les Rouges gagne",
    "declarations false, sa-ta false, belote winner, base-points flat-160, capot-failed as-made",
]
# A player's cards are a "main"; a hand of the game is a "donne" (docs/glossaire.md).
CARDS_HELD = re.compile(r"\bmains? (?:de huit cartes|entière)\b|\b(?:la|une) même main\b")
# A profile's keys that are not French words, and its values that are English.
RAW_KEYS = [param.key for param in PARAMS if param.key not in ("litige", "belote", "surcoinche")]
RAW_VALUES = ["true", "false", "winner", "taker", "holder", "as-made", "flat-160", "own-points"]
RAW_VALUES += ["reach", "exceed", "kept", "made", "failed", "none"]
FORBIDDEN = {
    "main for a donne": re.compile(r"\bmains?\b"),
    "manche": re.compile(r"\bmanches?\b", re.I),
    "a player as a place": re.compile(r"\bplace \d+ \("),
    "a raw key of a profile": re.compile(rf"(?<![\w-])(?:{'|'.join(RAW_KEYS)})(?![\w-])"),
    "a raw value of a profile": re.compile(rf"(?<![\w-])(?:{'|'.join(RAW_VALUES)})(?![\w-])"),
    "an internal reference alone": re.compile(r"(?<!\()RULES R"),
    "an adjective agreeing with a team": re.compile(r"\bseule a annoncé"),
}
# What may stand beside the words: a club file's `key = value` and its "value" in quotes, an
# option (--target), a metavar (T|none), a profile's name (own-points-capot-500), a path.
REFERENCES = [
    re.compile(r"[\w-]+ = (?:\"[^\"]*\"|[\w.-]+)"),
    re.compile(r"\"[\w.-]*\""),
    re.compile(r"(?<!\w)--?[\w-]+"),
    re.compile(r"\S*\|\S*"),
    re.compile("|".join(re.escape(name) for name in sorted(BUILTINS, key=len, reverse=True))),
    re.compile(r"\S*/\S*"),
]
SINGULAR = ["a", "est", "gagne", "marque", "l'emporte", "atteint", "doit", "n'a"]
PLURAL = ["ont", "sont", "gagnent", "marquent", "l'emportent", "atteignent", "doivent", "n'ont"]


def squeezed(text: str) -> str:
    """Every run of spaces (a wrapped line, an unbreakable space) as one space."""
    return " ".join(text.split())


def unreferenced(text: str) -> str:
    for reference in REFERENCES:
        text = reference.sub(" ", text)
    return text


def faults(text: str, names: tuple[str, ...] = ()) -> list[str]:
    """What the glossary rules out in `text`: its forbidden words (a reference aside), and a
    verb after one of the plural `names` (or after Nous) that does not agree with it."""
    plain = unreferenced(CARDS_HELD.sub(" ", squeezed(text)))
    found = [f"{why}: {m.group(0)!r}" for why, rx in FORBIDDEN.items() for m in rx.finditer(plain)]
    for name in names:
        wrong = SINGULAR + PLURAL if name == "Nous" else SINGULAR
        for verb in re.findall(rf"\b{re.escape(name)} ({'|'.join(wrong)})(?![\w'])", plain):
            found.append(f"{name} {verb}")
    return found


# --- what the commands say in French --------------------------------------------------------

PLURAL_NAMES = ("Les Rouges", "Les Bleus", "Eux", "Nous", "Ana & Carole", "Bruno & David")
TEAMS = ("--team1", "Les Rouges", "--team2", "Les Bleus")


class Said:
    """Every command run, with what it wrote (stdout and stderr) and its exit code."""

    def __init__(self) -> None:
        self.runs: list[tuple[str, int, str]] = []

    def __call__(self, *args: str, input: str | None = None) -> str:
        result = runner.invoke(app, list(args), input=input)
        said = result.stdout + result.stderr
        self.runs.append((" ".join(args), result.exit_code, said))
        return said

    def helped(self, *args: str) -> None:
        """`belote ARGS --help`, in a process of its own: a help's words are those of the
        language of the process that imported the commands (tests/words/test_help.py)."""
        env = {**os.environ, "COLUMNS": "100"}
        command = [sys.executable, "-m", "belote_cli", *args, "--help"]
        result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)
        said = result.stdout + result.stderr
        self.runs.append((" ".join([*args, "--help"]), result.returncode, said))

    def all(self) -> str:
        return "\n".join(said for _, _, said in self.runs)


def _games(run: Said) -> None:
    # classique, two teams whose names are plural: agreement, contraction, every outcome
    run("new", "--mode", "classique", *TEAMS)
    for line in ("1 co 90 der 1", "2 pi 71 der 2", "2 ca 60 der 2 bel 1", "1 t capot 1 bel 1"):
        run("hand", "--line", line)
    run("hand", "--line", "2 t capot 1")
    run("hand", "--passe")
    run("hand", "--fausse-donne")
    run("undo", "--yes")
    run("redo")
    run("hand", "--manual", "1=0,2=50", "--note", "faute de jeu")
    for number in ("1", "2", "3", "4", "5", "6", "7", "8"):
        run("show", number)
    run("hand", "--line", "1 co 120 der 1")  # Les Rouges win the game
    run("show", "--all")
    run("export", "--format", "markdown")
    run("export", "--format", "csv")
    # a profile game, named players: its heading, its explanations
    args = ["--players", "Ana,Bruno,Carole,David", "--dealer", "Carole"]
    run("new", "--profile", "ffb-contree-2016-faits", *args)
    run("hand", "--line", "ana 110co c par bruno 100 der 1")
    run("hand", "--line", "bruno 90pi 60 der 2")
    run("hand", "--line", "carole capot co capot 1")
    run("show", "1")
    run("show", "2")
    run("show")
    # a coinche mode, Nous and Eux: declarations, a surcoinche, the end of the game
    run("new", "--mode", "faits-annonces", "--target", "300")
    run("hand", "--line", "1 110co 103 der 1 ann 1:tierce:R:coeur")
    run("hand", "--line", "2 80pi s 100 der 2 ann 1:cent:A:carreau,2:tierce:D")
    run("show", "2")
    # belote play: a hand on one line, the sheet, the help, undo, quit
    run("new", "--mode", "annonces", "--file", "jeu.toml", *TEAMS)
    answers = ["1 110co 103 der 1", "feuille", "aide", "annuler", "o", "q"]
    run("play", "--file", "jeu.toml", input="\n".join(answers) + "\n")
    # the lists, the records, the rules
    run("games")
    run("stats")
    run("stats", "--team", "Les Rouges")
    run("rules")
    for name in BUILTINS:
        run("rules", "--profile", name)
    run("count", "Vco", "9co", "Aco", "--trump", "coeur")
    run("annonces", "Vco", "Vca", "Vt", "Vp", "Rco", "Dco", "--trump", "pique")


def _concours(run: Said) -> None:
    run("concours", "new", "Noël", "--mode", "faits", "--parties", "2", "--donnes", "4")
    for name, players in (("Les As", "Ana,Bruno"), ("Nous", "Carole,David")):
        run("concours", "team", "add", name, "--players", players)
    run("concours", "team", "add", "Club des Pins", "--players", "Eve,Fred")
    run("concours", "team", "remove", "3")
    run("concours", "draw")
    run("concours", "show")
    run("concours", "result", "1", "500", "300")
    run("concours", "draw")  # the same two teams again: a rematch no draw avoids
    run("concours", "result", "1", "320", "300")
    run("concours", "prizes", "Un jambon", "Un panier")
    run("concours", "ranking")
    run("concours", "teams")
    run("concours", "list")


HELPED = [[], ["new"], ["hand"], ["show"], ["play"], ["games"], ["stats"], ["rules"]]
HELPED += [["export"], ["edit"], ["undo"], ["concours"], ["concours", "new"]]
HELPED += [["concours", "result"], ["concours", "team"], ["concours", "team", "add"]]


@pytest.fixture(scope="module")
def said(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Said]:
    """Every command of the games and the concours above, and the help, run once in French
    in a data folder of its own."""
    folder = tmp_path_factory.mktemp("french")
    runtime = tmp_path_factory.mktemp("run")
    runtime.chmod(0o700)
    with pytest.MonkeyPatch.context() as env:
        env.setenv("BELOTE_HOME", str(folder / "home"))
        env.setenv("XDG_RUNTIME_DIR", str(runtime))
        env.delenv("BELOTE_FILE", raising=False)
        for name, value in (("BELOTE_LANG", "fr"), ("COLUMNS", "120"), ("NO_COLOR", "1")):
            env.setenv(name, value)
        env.setenv("BELOTE_PLAIN", "1")
        env.chdir(folder)
        run = Said()
        _games(run)
        _concours(run)
        for args in HELPED:
            run.helped(*args)
        yield run


def test_the_commands_run(said: Said) -> None:
    failed = [(args, code) for args, code, _ in said.runs if code != 0]
    assert failed == []


def test_no_command_says_what_a_french_table_does_not(said: Said) -> None:
    found = {args: faults(text, PLURAL_NAMES) for args, _, text in said.runs}
    assert {args: wrong for args, wrong in found.items() if wrong} == {}


def test_none_of_the_newcomers_phrases_is_said(said: Said) -> None:
    flat = squeezed(said.all())
    assert [one for one in NEWCOMER if re.search(rf"{re.escape(one)}(?!\w)", flat)] == []


def test_what_is_said_instead(said: Said) -> None:
    flat = squeezed(said.all())
    for phrase in (
        "au joueur 1 (Les Rouges) de donner",
        "Au joueur 2 (Les Bleus) de donner",
        "Donnée par le joueur 1 (Les Rouges)",
        "fausse donne : le joueur 3 (Les Rouges) redonne",
        "Les Rouges l'emportent",
        "Les Bleus sont dedans",
        "capot : Les Rouges ont fait tous les plis, Les Bleus sont dedans",
        "Donne 1 : Les Rouges ont pris",
        "Les Rouges gagnent la partie",
        "Ana & Carole 100 + der 10 = 110 ≥ 110 : contrat rempli",
        "Donne 1 : Ana a pris, 110 ♥ ×2 (coinche par Bruno)",
        "— sans annonces, ni sans atout ni tout atout, belote au gagnant de la donne, donne "
        "entière comptée 160, capot chuté marqué comme fait",
        "Annonces : Nous avons annoncé, pas l'autre équipe : Nous marquons toutes les nôtres",
        "Nous marquons toutes les nôtres, 100",
        "Eux gagnent la partie",
        "Donne 2 : Eux ont pris, 80 ♠ ×4 (surcoinche)",
        "la donne en une ligne (1 110co 103 der 1)",
        "Aucune donne pour l'instant.",
        "belote classique, selon les règles de ce programme (RULES R6.2, R6.3, R8 [004])",
        "sans annonces si les annonces sont jouées — declarations = false",
        " : une rencontre déjà jouée, qu'aucun tirage n'évitait.",
        "| 1 | joueur 1 (Les Rouges) | Les Rouges |",
    ):
        assert phrase in flat, phrase
    games = next(text for args, _, text in said.runs if args == "games")
    assert "Donnes" in games.splitlines()[1]


def test_help_never_starts_a_line_with_a_sign_french_keeps_with_its_word(said: Said) -> None:
    helped = [text for args, _, text in said.runs if args.endswith("--help")]
    assert len(helped) == len(HELPED)
    for text in helped:
        assert not [line for line in text.splitlines() if re.match(r"\s*[:;?!»]", line)]
        assert "\u00a0" not in text  # unbreakable while cut, a plain space once written


# --- the catalog's French sentences -----------------------------------------------------------

# A sentence that names a TOML literal the file writes (a club's profile, a feuille): a
# reference of the file's own, and the reserved name `none`.
TOML_WORDS = re.compile(r"\btrue(?:/| ou )false\b|\bni none\b")
NAMES = ("team", "taker", "defence", "other", "one", "two", "player", "dealer")
TEAMS_NAMED = NAMES[:-2]  # a player, a dealer: one person, the verb singular
CHOICE = re.compile(r"\{(\w+)\|((?:[^{}]|\{\w+\})*)\}")


def said_of(text: str) -> str:
    """A sentence's words: its fields aside, each of its forms in full."""
    text = CHOICE.sub(lambda m: " " + " ".join(m.group(2).split("|")) + " ", text)
    return re.sub(r"\{\w*(?:![rsa])?\}", " ", text)


def test_no_french_sentence_says_what_the_glossary_rules_out() -> None:
    found = {key: faults(TOML_WORDS.sub(" ", said_of(text))) for key, text in FR.items()}
    assert {key: wrong for key, wrong in found.items() if wrong} == {}


def test_a_verb_after_a_name_chooses_among_four_forms() -> None:
    """`{team|a pris|ont pris|avons pris|avez pris}`: a name's four forms (French's agreement
    rule); a number's two; never a name before a conjugated verb without its forms."""
    for key, text in FR.items():
        for field, forms in CHOICE.findall(text):
            assert len(forms.split("|")) == (4 if field in NAMES else 2), (key, field)
        name = rf"(?<!de )(?<!à )(?<!par )(?<!équipe )\{{(?:{'|'.join(TEAMS_NAMED)})\}}"
        after = rf"{name} (?:{'|'.join(SINGULAR + PLURAL)})(?![\w'])"
        assert not re.search(after, text), key


@pytest.mark.parametrize(
    ("name", "form"),
    [
        ("Alice", 0),
        ("Club des Pins", 0),
        ("Le Carré d'As", 0),
        ("Thomas", 0),
        ("Les Rouges", 1),
        ("les 4 As", 1),
        ("Des As", 1),
        ("Nos Anciens", 1),
        ("Eux", 1),
        ("Ana & Bruno", 1),
        ("Ana et Bruno", 1),
        ("Nous", 2),
        ("nous deux", 2),
        ("Vous", 3),
        ("", 0),
    ],
)
def test_the_agreement_rule(name: str, form: int) -> None:
    assert agreement(name) == form


def test_a_sentence_agrees_with_its_team_and_contracts_before_it() -> None:
    with speaking("fr"):
        said = {name: t("winner", team=name, score=1010, other="X") for name in PLURAL_NAMES}
        assert said["Les Rouges"] == "Les Rouges gagnent la partie, 1010 à X !"
        assert said["Nous"] == "Nous gagnons la partie, 1010 à X !"
        assert t("winner", team="Vous", score=1010, other="X").startswith("Vous gagnez")
        assert t("winner", team="Alice", score=1010, other="X").startswith("Alice gagne ")
        assert t("points_twice", team="Les Rouges").startswith("les points des Rouges ")
        assert t("points_twice", team="Eux").startswith("les points d'Eux ")
        assert t("next_dealer", dealer="Les {x}") == "Aux {x} de donner"  # never formatted
        assert t("team_added", number=1, team="A", count="2").endswith("2 équipes inscrites.")
    with speaking("en"):  # English keeps its sentences
        assert t("winner", team="Les Rouges", score=1, other="X").startswith("Les Rouges wins")


# --- a profile, in words -------------------------------------------------------------------


def test_every_value_of_a_profile_has_french_words_and_english_keeps_its_own() -> None:
    for param in PARAMS:
        values = param.choices or ((250,) if param.key != "target" else (1000,))
        for value in values:
            shown = str(value).lower()  # True: "true"
            assert known(f"value_{param.key}_{shown}") or known(f"value_{param.key}"), shown
            with speaking("fr"):
                words = value_words(param.key, value)
            assert not faults(words), (param.key, value, words)
            with speaking("en"):
                assert value_words(param.key, value) == raw_words(param.key, value)
    assert set(BY_KEY) == {param.key for param in PARAMS}


def test_every_builtins_source_is_said_in_french_with_its_reference_beside() -> None:
    for profile in BUILTINS.values():
        with speaking("fr"):
            said = source_words(profile.source)
        assert not faults(said), said
        assert "the " not in said and "edition" not in said, said
        with speaking("en"):
            assert source_words(profile.source) == profile.source
    with speaking("fr"):
        said = source_words("RULES R6.8 [000][001]; RULES R13.5/R15.1")
        club = source_words("Club des Pins; règlement 2024")
    assert said.endswith(" ; avec les règles de la table choisies (RULES R13.5/R15.1)")
    assert club == "Club des Pins; règlement 2024"  # a club's, as written


# --- the glossary itself -------------------------------------------------------------------


def test_the_glossary_is_linked_and_written_in_french_typography() -> None:
    glossary = (ROOT / "docs" / "glossaire.md").read_text(encoding="utf-8")
    assert "glossaire.md" in (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
    assert "docs/glossaire.md" in (ROOT / "README.fr.md").read_text(encoding="utf-8")
    prose = re.sub(r"`[^`\n]*`", "", glossary)
    assert not re.search(r" [:;?!»]|« ", prose)  # the space there is unbreakable
    for word in ("donne", "donneur", "preneur", "dedans", "capot", "dix de der", "litige"):
        assert f"**{word}**" in glossary, word
    assert "{team|a pris|ont pris|avons pris|avez pris}" in glossary


def _fr_path() -> Path:
    return ROOT / "belote_cli" / "text" / "catalog" / "fr.py"


def test_the_french_file_points_to_the_glossary() -> None:
    assert "docs/glossaire.md" in _fr_path().read_text(encoding="utf-8")


def test_a_question_wrapped_at_40_columns_never_starts_a_line_with_its_colon(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The colon after a question is wrapped with it, kept with its last word: the
    newcomer saw `:` alone on a line under the points question at 40 columns."""
    import sys

    from belote_cli.entry.terminal import framed

    monkeypatch.setenv("BELOTE_LANG", "fr")
    monkeypatch.setenv("COLUMNS", "40")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    question = "Points de cartes d'Alice & Carole (0 à 152 sans der, ou les cartes : Vco 9co…)"
    for extra in ("", "x", "xx", "xxx", "xxxx"):
        shown, suffix = framed(question + extra)
        lines = shown.split("\n")
        assert all(not line.lstrip().startswith(":") for line in lines), shown
        assert max(map(len, lines)) <= 40 and shown.rstrip().endswith(":")
        assert suffix in (" ", "\n> ")
