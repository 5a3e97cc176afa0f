// A prerendered sign-in or registration page is drawn by its HTML and styles alone
// (docs/engineering.md#prerendered-pages). The app's code is asked for once that first screen is
// on the glass, not beside the HTML: on a phone with a slow processor and a fast network the code
// otherwise arrives first and its running holds the first paint. Typing meanwhile is kept, and a
// submit is held until the form is live (hold-early-submit.js). The page names this file and the
// code's files on its tag; the content security policy allows no inline script.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // The frame's callback runs just before it is painted; the task after it, once it has been.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
