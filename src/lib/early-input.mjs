/**
 * The one inline script of the site's pages, at the top of <body>: what must work from the first frame, before the
 * page's scripts start. It is source text, not a function turned into text, so its bytes are the same in the page and
 * in the CSP written with each page, which allows exactly this script by its hash (next-adapter/page-csp.mjs); a
 * function's text would be whatever each compiler made of it. Plain ES2017, no imports; tests/e2e cover each part.
 * - Motion: continuous animations hold still while the page loads (app-shell's MotionPause releases them once it has
 *   loaded and the main thread is idle): the home hero's drift kept the compositor busy through the whole load.
 * - The phone menu's button works before its island hydrates (MenuToggle takes the state over, by the same attributes;
 *   text is left alone, as a mismatch would make React render the page again).
 * - A language link (`a[data-locale-choice]`) writes the locale cookie, also when chosen before hydration.
 *   Capturing listeners, so no other can stop them.
 */
export const earlyInputScript = `(function () {
  document.documentElement.setAttribute('data-motion-hold', '');
  document.addEventListener('click', function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button[aria-controls="site-menu"]') : null;
    var panel = document.getElementById('site-menu');
    if (button && panel && !button.hasAttribute('data-hydrated')) {
      event.stopImmediatePropagation();
      var open = String(panel.getAttribute('data-open') !== 'true');
      panel.setAttribute('data-open', open);
      button.setAttribute('aria-expanded', open);
      var mark = button.querySelector('[data-open]');
      if (mark) mark.setAttribute('data-open', open);
    }
    var link = target && target.closest ? target.closest('a[data-locale-choice]') : null;
    var locale = link ? link.getAttribute('data-locale-choice') : null;
    if (locale && /^[a-z]{2}$/.test(locale)) {
      document.cookie = 'NEXT_LOCALE=' + locale + '; path=/; max-age=31536000; SameSite=Lax';
    }
  }, true);
})();`
