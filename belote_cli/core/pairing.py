"""The seating of a concours partie after the first (R14.3): teams in ranking order, each
unseated team taking as opponent the first unseated team it has not met; the first seating
the depth-first search of R14.3 finds, or, when every seating has a rematch, the first in
the same order among those with the fewest.

The search is not run as written -- a dead end found late can send it back through an
exponential number of seatings -- but gives the same seating: a pair is kept only if the
teams left can still be seated with no more rematches than the fewest possible, so the
search never backs up. How few rematches the teams left need is known without a search in
a concours's usual case: if none of them has met half of the others, Dirac's theorem seats
them with none; else it is the number of pairs less a maximum matching of the pairs that
have not met (Edmonds' blossom algorithm). Cost, n teams having met at most k others each:
O(n² k) for the checks, and a matching only on fewer than 2k + 2 teams.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Sequence

Pair = tuple[int, int]


def seat(order: Sequence[int], met: Collection[frozenset[int]]) -> list[Pair]:
    """Pairs of `order` (an even number of teams, best-ranked first), each pair's chooser
    first, in the order the pairs are made; `met`, the pairs that have already played."""
    n = len(order)
    index = {team: i for i, team in enumerate(order)}
    rivals: list[set[int]] = [set() for _ in range(n)]
    for pair in met:
        ends = [index[team] for team in pair if team in index]
        if len(ends) == 2:
            rivals[ends[0]].add(ends[1])
            rivals[ends[1]].add(ends[0])
    unseated = list(range(n))
    budget = _fewest(unseated, rivals)
    # each team's rivals still unseated: when even the most met team of them all has met
    # too few to matter (Dirac, below), the teams left need no rematch -- known in O(1)
    degree = [len(rival) for rival in rivals]
    pairs: list[Pair] = []
    while unseated:
        chooser, rest = unseated[0], unseated[1:]
        most = max(degree[team] for team in unseated)
        for opponent in rest:
            cost = int(opponent in rivals[chooser])
            if cost > budget:
                continue
            left = [team for team in rest if team != opponent]
            fewest = 0 if most <= len(left) // 2 - 1 else _fewest(left, rivals)
            if fewest <= budget - cost:
                pairs.append((order[chooser], order[opponent]))
                budget -= cost
                unseated = left
                for team in (chooser, opponent):
                    for rival in rivals[team]:
                        degree[rival] -= 1
                break
    return pairs


def rematches(pairs: Sequence[Pair], met: Collection[frozenset[int]]) -> int:
    """How many of `pairs` have met before (a pair counts once, R14.3)."""
    return sum(frozenset(pair) in met for pair in pairs)


def _fewest(teams: list[int], rivals: list[set[int]]) -> int:
    """The fewest rematches any seating of `teams` has."""
    m = len(teams)
    if m == 0:
        return 0
    inside = set(teams)
    if max(len(rivals[team] & inside) for team in teams) <= m // 2 - 1:
        return 0  # Dirac: the pairs not yet met hold a seating of them all
    local = {team: i for i, team in enumerate(teams)}
    fresh = [[local[o] for o in teams if o != team and o not in rivals[team]] for team in teams]
    return m // 2 - max_matching(fresh)


def max_matching(adjacent: list[list[int]]) -> int:
    """The size of a maximum matching of a graph given by its adjacency lists (Edmonds):
    a greedy matching, then one search for an augmenting path from each vertex left
    unmatched (a vertex with none has none later either)."""
    n = len(adjacent)
    match = [-1] * n
    for v in range(n):
        if match[v] == -1:
            for u in adjacent[v]:
                if match[u] == -1:
                    match[v], match[u] = u, v
                    break
    for root in range(n):
        if match[root] == -1:
            _augment(root, adjacent, match)
    return sum(1 for v in match if v != -1) // 2


def _augment(root: int, adjacent: list[list[int]], match: list[int]) -> None:
    """Find an augmenting path from `root`, shrinking odd cycles (blossoms) to their base,
    and flip it into `match` if there is one."""
    n = len(adjacent)
    used = [False] * n
    parent = [-1] * n
    base = list(range(n))
    used[root] = True
    queue = deque([root])

    def common_base(a: int, b: int) -> int:
        seen = [False] * n
        while True:
            a = base[a]
            seen[a] = True
            if match[a] == -1:
                break
            a = parent[match[a]]
        while True:
            b = base[b]
            if seen[b]:
                return b
            b = parent[match[b]]

    def mark(v: int, b: int, child: int, blossom: list[bool]) -> None:
        while base[v] != b:
            blossom[base[v]] = blossom[base[match[v]]] = True
            parent[v] = child
            child = match[v]
            v = parent[match[v]]

    while queue:
        v = queue.popleft()
        for to in adjacent[v]:
            if base[v] == base[to] or match[v] == to:
                continue
            if to == root or (match[to] != -1 and parent[match[to]] != -1):
                b = common_base(v, to)
                blossom = [False] * n
                mark(v, b, to, blossom)
                mark(to, b, v, blossom)
                for i in range(n):
                    if blossom[base[i]]:
                        base[i] = b
                        if not used[i]:
                            used[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = v
                if match[to] == -1:
                    while to != -1:  # flip the path back to the root
                        before = match[parent[to]]
                        match[to], match[parent[to]] = parent[to], to
                        to = before
                    return
                used[match[to]] = True
                queue.append(match[to])
