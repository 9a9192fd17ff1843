// The embed builder's copy buttons: each [data-copy] button copies the text of the element it names. Without
// script (or without a clipboard) the buttons stay hidden and the snippets are selected by hand.
(function () {
  function wire(root) {
    if (!navigator.clipboard) { return; }
    root.querySelectorAll("button[data-copy]").forEach(function (button) {
      button.hidden = false;
      if (button.dataset.wired) { return; }
      button.dataset.wired = "1";
      button.addEventListener("click", function () {
        var source = document.getElementById(button.getAttribute("data-copy"));
        var status = document.getElementById("copy-status");
        navigator.clipboard.writeText(source.textContent).then(function () {
          if (status) { status.textContent = status.getAttribute("data-copied"); }
        });
      });
    });
  }
  document.addEventListener("DOMContentLoaded", function () { wire(document); });
  document.addEventListener("htmx:afterSettle", function () { wire(document); });
})();
