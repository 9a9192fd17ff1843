// Light and dark themes: the visitor's choice is kept in localStorage, else the system's.
(function () {
  var root = document.documentElement;
  var saved = null;
  try { saved = localStorage.getItem("svc-theme"); } catch (e) { saved = null; }
  if (saved === "light" || saved === "dark") { root.setAttribute("data-theme", saved); }
  document.addEventListener("DOMContentLoaded", function () {
    var button = document.getElementById("theme-toggle");
    if (!button) { return; }
    button.addEventListener("click", function () {
      var current = root.getAttribute("data-theme") ||
        (window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
      var next = current === "dark" ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try { localStorage.setItem("svc-theme", next); } catch (e) { /* private mode */ }
    });
  });
})();
