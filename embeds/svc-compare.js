/* svc-compare.js: turns <div data-svc-compare data-ids="a,b" data-theme="dark|light|auto" data-bg="theme|transparent"
   data-partner="..." data-lang="en|fr"></div> (or this script tag itself, when it carries data-ids) into the hub's
   comparison iframe, sized to its content. Attributes left out take the widget's defaults. */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script) { return; }
  var origin = new URL(script.src, window.location.href).origin;

  function frameFor(el) {
    var frameId = "svc-compare-" + Math.random().toString(36).slice(2, 10);
    var params = new URLSearchParams({ids: el.getAttribute("data-ids") || "", frame: frameId});
    ["theme", "bg", "partner", "lang"].forEach(function (name) {
      var value = el.getAttribute("data-" + name);
      if (value) { params.set(name, value); }
    });
    var frame = document.createElement("iframe");
    frame.src = origin + "/embed/compare?" + params.toString();
    frame.title = "Tokenized products compared";
    frame.setAttribute("data-svc-frame", frameId);
    frame.setAttribute("loading", "lazy");
    frame.style.width = "100%";
    frame.style.border = "0";
    frame.style.height = "360px";
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
    if (event.origin !== origin || !data || data.type !== "svc-compare:height") { return; }
    var frame = document.querySelector('iframe[data-svc-frame="' + data.frame + '"]');
    if (frame) { frame.style.height = Math.min(Math.max(data.height, 120), 4000) + "px"; }
  });

  function mountAll() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-svc-compare]"), mount);
    if (script.hasAttribute("data-ids")) { mount(script); }
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", mountAll); } else { mountAll(); }
})();
