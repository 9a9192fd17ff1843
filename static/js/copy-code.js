// Every code block of the developer guides gets a Copy button; the result is announced in a polite live region.
// Without script (or without a clipboard) there is no button and the code is selected by hand; each block is
// focusable and named, so it scrolls by keyboard either way.
(function () {
  function announce(status, text) {
    status.textContent = "";
    window.setTimeout(function () { status.textContent = text; }, 50);
  }
  function wire() {
    var body = document.querySelector(".doc-body");
    if (!body || !navigator.clipboard) { return; }
    var status = document.createElement("p");
    status.className = "visually-hidden";
    status.setAttribute("aria-live", "polite");
    body.appendChild(status);
    body.querySelectorAll("pre").forEach(function (pre) {
      var box = document.createElement("div");
      box.className = "code-box";
      pre.parentNode.insertBefore(box, pre);
      box.appendChild(pre);
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-code";
      button.textContent = body.getAttribute("data-copy-label") || "Copy";
      button.addEventListener("click", function () {
        navigator.clipboard.writeText(pre.textContent).then(function () {
          announce(status, body.getAttribute("data-copied") || "Copied");
        }, function () { announce(status, "Copy failed: select the text instead"); });
      });
      box.appendChild(button);
    });
  }
  document.addEventListener("DOMContentLoaded", wire);
})();
