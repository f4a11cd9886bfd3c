// The pages' one script (the Content-Security-Policy allows no other, and nothing inline).
// A wall (#wall): redrawn from /wall at each server event; on a projector its sections'
// rows dealt out into views of the screen's size, turned in turn.
// A table's page (#table) and the organiser's (#organiser): shown again when what they show
// changes (the other team confirmed, the organiser decided or corrected, a draw undone),
// unless someone is typing, has a table's forms open, or a question waits for an answer;
// while a table waits, the screen is kept on where the browser has the Screen Wake Lock API
// (a secure context: localhost, https).
(function () {
  var wall = document.getElementById('wall');
  var followed = document.getElementById('table') || document.getElementById('organiser');
  if (followed) { follow(followed); return; }
  if (!wall) { return; }
  // a projector: the same test as style.css's, so that the views have the wall's sizes
  var projector = window.matchMedia('(min-width: 1000px) and (orientation: landscape)');
  var views = document.createElement('div');
  views.id = 'views';
  document.body.appendChild(views);
  var current = 0;
  var timer = null;
  var layouts = 0;

  // A view: the wall's head, then a section's heading, its table's headings and `rows`
  // (none: the section whole, without a table to deal out), and what follows the table.
  function view(section, rows) {
    var made = document.createElement('div');
    made.className = 'view';
    made.appendChild(wall.querySelector('.head').cloneNode(true));
    var copy = section.cloneNode(true);
    var body = copy.querySelector('tbody');
    if (body) { body.textContent = ''; rows.forEach(function (row) { body.appendChild(row); }); }
    made.appendChild(copy);
    views.appendChild(made);
    return made;
  }
  function overflows(made) { return made.scrollHeight > made.clientHeight + 1; }

  // Each section's rows, one by one, into the view until the next would not fit whole:
  // then a new view, with the headings again. Measured, not counted: a long name wraps.
  function deal() {
    views.textContent = '';
    var sections = wall.querySelectorAll('.podium-box, .columns > section');
    for (var i = 0; i < sections.length; i++) {
      var rows = sections[i].querySelectorAll('tbody > tr');
      var made = view(sections[i], []);
      var pages = [made];
      for (var r = 0; r < rows.length; r++) {
        var row = rows[r].cloneNode(true);
        var body = made.querySelector('tbody');
        body.appendChild(row);
        if (overflows(made) && body.rows.length > 1) {
          body.removeChild(row);
          made = view(sections[i], [row]);
          pages.push(made);
        }
      }
      if (pages.length > 1) { pages.forEach(number); }
    }
    function number(page, n, all) {
      var mark = document.createElement('span');
      mark.className = 'page';
      mark.textContent = (n + 1) + ' / ' + all.length;
      page.querySelector('h2').appendChild(mark);
    }
  }

  // Every view in turn, each for a sixtieth of a minute shared among them (6 to 15 s):
  // every team is on the wall within about a minute.
  function period() {
    return Math.max(6000, Math.min(15000, 60000 / Math.max(1, views.children.length)));
  }
  function show(n) {
    current = views.children.length ? n % views.children.length : 0;
    for (var i = 0; i < views.children.length; i++) { views.children[i].hidden = i !== current; }
    // what is shown, for whoever checks it (the tests): how many views, which, how long
    views.setAttribute('data-count', views.children.length);
    views.setAttribute('data-current', current);
    views.setAttribute('data-period', period());
  }
  function turn() {
    clearTimeout(timer);
    if (views.children.length > 1) {
      timer = setTimeout(function () { show(current + 1); turn(); }, period());
    }
  }
  function layout() {
    clearTimeout(timer);
    views.textContent = '';
    document.body.classList.toggle('paged', projector.matches);
    if (projector.matches) {  // else a phone's page, scrolled
      var was = current;
      deal();
      show(Math.min(was, views.children.length - 1));
      turn();
    }
    layouts += 1;
    views.setAttribute('data-layouts', layouts);
  }
  layout();
  window.addEventListener('resize', layout);
  if (!window.EventSource) { return; }
  function refresh() {
    fetch('/wall', {cache: 'no-store'}).then(function (answer) {
      return answer.ok ? answer.text() : null;
    }).then(function (html) {
      if (html !== null) { wall.innerHTML = html; layout(); }
    });
  }
  var source = new EventSource('/events');
  // the stream (re)opened: what changed before it did (a server restarted) is shown too
  source.addEventListener('open', refresh);
  source.addEventListener('change', refresh);

  function follow(main) {
    if (main.hasAttribute('data-awake')) { keepAwake(); }
    if (!window.EventSource || !window.DOMParser) { return; }
    var here = window.location.pathname + keptQuery();
    function keptQuery() {  // the partie the organiser's page shows; not ?said=: said once
      var partie = new URLSearchParams(window.location.search).get('partie');
      return partie ? '?partie=' + encodeURIComponent(partie) : '';
    }
    // a form sent: its answer is the next page (which says what it did), never this look's
    var sending = false;
    document.addEventListener('submit', function () { sending = true; });
    function typing() {
      if (sending || main.hasAttribute('data-still') || main.querySelector('details[open]')) {
        return true;
      }
      var fields = main.querySelectorAll('input:not([type=hidden]), select');
      for (var i = 0; i < fields.length; i++) {
        if (fields[i].value !== '' || fields[i] === document.activeElement) { return true; }
      }
      return false;
    }
    function look() {
      fetch(here, {cache: 'no-store'}).then(function (answer) {
        return answer.text();
      }).then(function (html) {
        if (typing()) { return; }
        var found = new DOMParser().parseFromString(html, 'text/html').getElementById(main.id);
        // another state, or no such page any more (a refusal in words): shown
        if (!found || found.getAttribute('data-shows') !== main.getAttribute('data-shows')) {
          window.location.replace(here);
        }
      }).catch(function () {});  // the server away: the stream's reopening looks again
    }
    var source = new EventSource('/events');
    source.addEventListener('open', look);
    source.addEventListener('change', look);
  }

  function keepAwake() {
    if (!('wakeLock' in navigator)) { return; }  // an older browser, or plain http: no lock
    var lock = null;
    function ask() {
      if (lock !== null || document.visibilityState !== 'visible') { return; }
      navigator.wakeLock.request('screen').then(function (got) {
        lock = got;
        lock.addEventListener('release', function () { lock = null; });
      }).catch(function () { lock = null; });  // refused (battery saver): the screen may sleep
    }
    // a lock ends when the page is hidden: asked again when it is shown
    document.addEventListener('visibilitychange', ask);
    ask();
  }
})();
