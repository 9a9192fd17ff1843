/* green-score.js: turns each <div data-svc-green-score data-id="verra-1477" data-theme="dark|light|auto"
   data-bg="theme|transparent" data-partner="..." data-lang="en|fr"></div> (or this script tag itself, when it
   carries data-id) into the hub's green score iframe, sized to its content by the messages of embed-frame.js.
   Attributes left out take the widget's defaults. */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script) { return; }
  var origin = new URL(script.src, window.location.href).origin;
  var MESSAGE = "svc-green-score:height";

  function frameFor(el) {
    var frameId = "svc-green-score-" + Math.random().toString(36).slice(2, 10);
    var params = new URLSearchParams({id: el.getAttribute("data-id") || "", frame: frameId});
    ["theme", "bg", "partner", "lang"].forEach(function (name) {
      var value = el.getAttribute("data-" + name);
      if (value) { params.set(name, value); }
    });
    var frame = document.createElement("iframe");
    frame.src = origin + "/embed/green-score?" + params.toString();
    frame.title = "Green score";
    frame.setAttribute("data-svc-frame", frameId);
    frame.setAttribute("loading", "lazy");
    frame.style.width = "100%";
    frame.style.border = "0";
    frame.style.height = "260px";
    return frame;
  }

  function mount(el) {
    if (el.getAttribute("data-svc-mounted")) { return; }
    el.setAttribute("data-svc-mounted", "1");
    var frame = frameFor(el);
    if (el.tagName === "SCRIPT") { el.parentNode.insertBefore(frame, el.nextSibling); } else { el.appendChild(frame); }
  }

  window.addEventListener("message", function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== MESSAGE) { return; }
    var frame = document.querySelector('iframe[data-svc-frame="' + data.frame + '"]');
    if (frame) { frame.style.height = Math.min(Math.max(data.height, 120), 2000) + "px"; }
  });

  function mountAll() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-svc-green-score]"), mount);
    if (script.hasAttribute("data-id")) { mount(script); }
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", mountAll); } else { mountAll(); }
})();
