// Inside the comparison iframe: tell the embedding page how tall the content is.
(function () {
  function report() {
    var frame = document.body.getAttribute("data-frame");
    if (!frame || window.parent === window) { return; }
    // The body's own height: the document's scrollHeight never drops below the iframe's current height.
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    window.parent.postMessage({type: "svc-compare:height", frame: frame, height: height}, "*");
  }
  window.addEventListener("load", report);
  window.addEventListener("resize", report);
})();
