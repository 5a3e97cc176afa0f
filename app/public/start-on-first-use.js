// A prerendered sign-in or registration page is drawn by its HTML and styles alone
// (docs/engineering.md#prerendered-pages), and its links and fields work without the app. The
// app's code is asked for at the first sign of use (a key, a touch, a pointer, a typed or filled-in
// field), not as the page opens: a phone that only shows the page spends nothing on it, and the
// code's running never holds the first paint. Typing meanwhile is kept, a submit is held until the
// form is live (hold-early-submit.js), and the stylesheets the HTML held back are turned on. Not on
// focus: the address field takes it as the page opens. The page names this file and the code's
// files on its tag; the content security policy allows no inline script.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var uses = ['keydown', 'pointerdown', 'touchstart', 'input'];
  function start() {
    uses.forEach(function (use) {
      document.removeEventListener(use, start, true);
    });
    // The page's HTML carries only the rules it draws with; the app may show anything.
    document.querySelectorAll('link[data-until-first-use]').forEach(function (link) {
      link.removeAttribute('media');
      link.removeAttribute('data-until-first-use');
    });
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
  uses.forEach(function (use) {
    document.addEventListener(use, start, { capture: true, passive: true });
  });
})();
