// Code examples in several languages: without script every panel shows, one after another, under its heading;
// with it they become tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between them).
(function () {
  function enhance(box, index) {
    var panels = Array.prototype.slice.call(box.querySelectorAll(":scope > .code-panel"));
    if (panels.length < 2) { return; }
    var list = document.createElement("div");
    list.setAttribute("role", "tablist");
    list.className = "code-tablist";
    var tabs = panels.map(function (panel, i) {
      var heading = panel.querySelector("h3, h4");
      var tab = document.createElement("button");
      tab.type = "button";
      tab.id = (panel.id || "code-panel-" + index + "-" + i) + "-tab";
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-controls", panel.id);
      tab.textContent = heading ? heading.textContent : String(i + 1);
      if (heading) { heading.hidden = true; }
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tab.id);
      list.appendChild(tab);
      return tab;
    });
    function select(i, focus) {
      tabs.forEach(function (tab, j) {
        var on = i === j;
        tab.setAttribute("aria-selected", on ? "true" : "false");
        tab.tabIndex = on ? 0 : -1;
        panels[j].hidden = !on;
      });
      if (focus) { tabs[i].focus(); }
    }
    tabs.forEach(function (tab, i) {
      tab.addEventListener("click", function () { select(i, false); });
      tab.addEventListener("keydown", function (event) {
        var next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
        if (next === undefined) { return; }
        event.preventDefault();
        select((next + tabs.length) % tabs.length, true);
      });
    });
    box.insertBefore(list, panels[0]);
    box.classList.add("enhanced");
    select(0, false);
  }
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-code-tabs]").forEach(enhance);
  });
})();
