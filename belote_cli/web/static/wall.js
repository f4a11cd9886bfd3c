(function () {
  var wall = document.getElementById('wall');
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
})();
