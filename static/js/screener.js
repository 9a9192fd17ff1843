// Screener: enable "Compare selected" for 2 to 4 ticked products (results are swapped in by htmx).
(function () {
  function update() {
    var form = document.getElementById("compare-form");
    if (!form) { return; }
    var picked = form.querySelectorAll("input[name=ids]:checked").length;
    var button = document.getElementById("compare-button");
    button.disabled = picked < 2 || picked > 4;
    button.textContent = (button.dataset.label || "Compare selected") + " (" + picked + ")";
  }
  document.addEventListener("change", function (event) {
    if (event.target && event.target.name === "ids") { update(); }
  });
  document.addEventListener("htmx:afterSwap", update);
  document.addEventListener("DOMContentLoaded", update);
})();
