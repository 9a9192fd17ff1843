// A box that scrolls sideways (a wide table or code block, mostly on a phone) can be scrolled with the keyboard:
// while it overflows it takes the focus, so the arrow keys move it (WCAG 2.1.1); it gives the focus up when it fits.
(function () {
  "use strict";
  function update() {
    Array.prototype.forEach.call(document.querySelectorAll("table, pre"), function (box) {
      var wide = box.scrollWidth > box.clientWidth + 1;
      if (wide && !box.hasAttribute("tabindex")) {
        box.setAttribute("tabindex", "0");
        box.setAttribute("data-scroll-box", "");
      } else if (!wide && box.hasAttribute("data-scroll-box")) {
        box.removeAttribute("tabindex");
        box.removeAttribute("data-scroll-box");
      }
    });
  }
  var pending = null;
  function soon() {
    if (pending === null) { pending = window.requestAnimationFrame(function () { pending = null; update(); }); }
  }
  document.addEventListener("DOMContentLoaded", update);
  window.addEventListener("load", update);
  window.addEventListener("resize", soon);
  document.addEventListener("htmx:afterSwap", update);
})();
