/* A partner widget's loader ({{ widget.script }}): turns each <div {{ widget.marker }} {{ widget.key_attr }}="..."
   data-theme="dark|light|auto" data-bg="theme|transparent" data-partner="..." data-lang="en|fr"></div> (or this
   script tag itself, when it carries {{ widget.key_attr }}) into the hub's {{ widget.title|lower }} iframe, sized to its
   content by the messages of embed-frame.js. Attributes left out take the widget's defaults.
   One loader serves every widget (app/platform/embed.py); only WIDGET differs. */
(function () {
  "use strict";
  var WIDGET = {{ widget|tojson }};
  var script = document.currentScript;
  if (!script) { return; }
  var origin = new URL(script.src, window.location.href).origin;

  function frameFor(el) {
    var frameId = WIDGET.name + "-" + Math.random().toString(36).slice(2, 10);
    var params = new URLSearchParams({frame: frameId});
    params.set(WIDGET.param, el.getAttribute(WIDGET.key_attr) || "");
    ["theme", "bg", "partner", "lang"].forEach(function (name) {
      var value = el.getAttribute("data-" + name);
      if (value) { params.set(name, value); }
    });
    var frame = document.createElement("iframe");
    frame.src = origin + WIDGET.path + "?" + params.toString();
    frame.title = WIDGET.title;
    frame.setAttribute("data-svc-frame", frameId);
    frame.setAttribute("loading", "lazy");
    frame.style.width = "100%";
    frame.style.border = "0";
    frame.style.height = WIDGET.height + "px";
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
    if (event.origin !== origin || !data || data.type !== WIDGET.message) { return; }
    var frame = document.querySelector('iframe[data-svc-frame="' + data.frame + '"]');
    if (frame) { frame.style.height = Math.min(Math.max(data.height, 120), WIDGET.max_height) + "px"; }
  });

  function mountAll() {
    Array.prototype.forEach.call(document.querySelectorAll("[" + WIDGET.marker + "]"), mount);
    if (script.hasAttribute(WIDGET.key_attr)) { mount(script); }
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", mountAll); } else { mountAll(); }
})();
