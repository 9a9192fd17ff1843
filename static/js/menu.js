// The site menu on a phone (templates/base.html): a disclosure button that shows or hides the navigation, the theme
// toggle and the language switch. Loaded in <head> so the page is marked as scripted before it is drawn (the menu
// folds only then: without scripts the button is not shown and the menu stays open below the brand). Enter or Space
// on the button toggles it (aria-expanded says which); Escape closes it and gives the focus back to the button.
(function () {
  document.documentElement.classList.add("js");
  document.addEventListener("DOMContentLoaded", function () {
    var button = document.getElementById("menu-toggle");
    var menu = document.getElementById("site-menu");
    if (!button || !menu) { return; }
    function show(open) {
      button.setAttribute("aria-expanded", open ? "true" : "false");
      menu.classList.toggle("open", open);
    }
    button.addEventListener("click", function () { show(button.getAttribute("aria-expanded") !== "true"); });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && button.getAttribute("aria-expanded") === "true") {
        show(false);
        button.focus();
      }
    });
  });
})();
