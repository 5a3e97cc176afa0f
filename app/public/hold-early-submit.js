// A prerendered sign-in or registration page shows its form before the app's script has run
// (docs/engineering.md#prerendered-pages). A submit in that moment would send the form the
// browser's way and reload the page: it is held instead, and the app sends it once the form is
// live (app/src/prerender/take-over-form.ts), with what was typed. The page names this file itself:
// the content security policy allows no inline script.
document.addEventListener(
  'submit',
  function (event) {
    var page = event.target instanceof HTMLFormElement && event.target.closest('[data-prerendered]');
    if (!page) return;
    event.preventDefault();
    // On the page's root, which React does not draw: the form's own markup stays as React drew it.
    page.setAttribute('data-held-submit', '');
  },
  true,
);
