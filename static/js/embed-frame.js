// Inside a partner widget's iframe: tell the embedding page how tall the content is. Each widget names its message
// type on the body (data-frame-message: "svc-green-score:height", "svc-eau:height"); the comparison's pages, which
// predate the attribute, keep "svc-compare:height", the type svc-compare.js listens for.
(function () {
  function report() {
    var frame = document.body.getAttribute("data-frame");
    if (!frame || window.parent === window) { return; }
    var type = document.body.getAttribute("data-frame-message") || "svc-compare:height";
    // The body's own height: the document's scrollHeight never drops below the iframe's current height.
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    window.parent.postMessage({type: type, frame: frame, height: height}, "*");
  }
  window.addEventListener("load", report);
  window.addEventListener("resize", report);
})();
