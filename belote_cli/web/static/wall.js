// The pages' one script (the Content-Security-Policy allows no other, and nothing inline).
// A wall (#wall): redrawn from /wall at each server event, its pages turned on a projector.
// A table's page (#table) and the organiser's (#organiser): shown again when what they show
// changes (the other team confirmed, the organiser decided, a new entry, a conflict),
// unless someone is typing, has a table's forms open, or a question waits for an answer;
// while a table waits, the screen is kept on where the browser has the Screen Wake Lock API
// (a secure context: localhost, https).
(function () {
  var wall = document.getElementById('wall');
  var followed = document.getElementById('table') || document.getElementById('organiser');
  if (followed) { follow(followed); return; }
  if (!wall) { return; }
  // on a projector, a wall taller than the screen turns its pages every ten seconds
  if (window.innerWidth >= 1200) {
    setInterval(function () {
      var last = document.documentElement.scrollHeight - window.innerHeight;
      if (last <= 0) { return; }
      var next = window.scrollY + window.innerHeight * 0.9;
      window.scrollTo(0, window.scrollY >= last - 1 ? 0 : Math.min(next, last));
    }, 10000);
  }
  if (!window.EventSource) { return; }
  function refresh() {
    fetch('/wall', {cache: 'no-store'}).then(function (answer) {
      return answer.ok ? answer.text() : null;
    }).then(function (html) { if (html !== null) { wall.innerHTML = html; } });
  }
  var source = new EventSource('/events');
  // the stream (re)opened: what changed before it did (a server restarted) is shown too
  source.addEventListener('open', refresh);
  source.addEventListener('change', refresh);

  function follow(main) {
    if (main.hasAttribute('data-awake')) { keepAwake(); }
    if (!window.EventSource || !window.DOMParser) { return; }
    var here = window.location.pathname;  // without ?said=: what was said is said once
    function typing() {
      if (main.hasAttribute('data-still') || main.querySelector('details[open]')) { return true; }
      var fields = main.querySelectorAll('input:not([type=hidden]), select');
      for (var i = 0; i < fields.length; i++) {
        if (fields[i].value !== '' || fields[i] === document.activeElement) { return true; }
      }
      return false;
    }
    function look() {
      fetch(here, {cache: 'no-store'}).then(function (answer) {
        return answer.ok ? answer.text() : null;
      }).then(function (html) {
        if (html === null || typing()) { return; }
        var found = new DOMParser().parseFromString(html, 'text/html').getElementById(main.id);
        if (found && found.getAttribute('data-shows') !== main.getAttribute('data-shows')) {
          window.location.replace(here);
        }
      });
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
