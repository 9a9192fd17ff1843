// Screener: the selection (kept in the URL as picked=a,b and drawn as chips above the table, so it survives
// filtering, sorting and paging), presets that fill the fields they set, compact multi-selects, clear filters,
// and the compare button (2 to 4 products). Results are swapped in by htmx; everything works without this file.
(function () {
  "use strict";
  var state = { ids: [], names: {} };

  function byId(id) { return document.getElementById(id); }
  function form() { return byId("screener-form"); }
  function screenerPath() { return form() ? form().getAttribute("action") : "/"; }

  function learnNames() {
    document.querySelectorAll("#selection-chips .chip, #products tr[data-id]").forEach(function (el) {
      state.names[el.dataset.id] = el.dataset.name;
    });
  }

  function urlWithPicked(ids) {
    var url = new URL(window.location.href);
    if (ids.length) { url.searchParams.set("picked", ids.join(",")); } else { url.searchParams.delete("picked"); }
    return url.pathname + url.search;
  }

  function chip(id, onPage) {
    var el = document.createElement("span");
    el.className = "chip";
    el.dataset.id = id;
    el.dataset.name = state.names[id] || id;
    el.appendChild(document.createTextNode(el.dataset.name));
    var remove = document.createElement("a");
    remove.className = "chip-remove";
    remove.href = urlWithPicked(state.ids.filter(function (other) { return other !== id; }));
    remove.setAttribute("aria-label", (byId("selection").dataset.remove || "Remove") + " " + el.dataset.name);
    remove.textContent = "×";
    el.appendChild(remove);
    if (!onPage) {
      var hidden = document.createElement("input");
      hidden.type = "hidden"; hidden.name = "ids"; hidden.value = id;
      el.appendChild(hidden);
    }
    return el;
  }

  function drawSelection() {
    var chips = byId("selection-chips");
    if (!chips) { return; }
    var rows = {};
    document.querySelectorAll("#products input[name=ids]").forEach(function (box) {
      rows[box.value] = true;
      box.checked = state.ids.indexOf(box.value) >= 0;
    });
    chips.textContent = "";
    state.ids.forEach(function (id) { chips.appendChild(chip(id, rows[id])); });
    if (!state.ids.length) {
      var none = document.createElement("span");
      none.className = "disclaimer";
      none.textContent = byId("selection").dataset.empty;
      chips.appendChild(none);
    }
    byId("selection-count").textContent = state.ids.length;
    var button = byId("compare-button");
    button.disabled = state.ids.length < 2 || state.ids.length > 4;
    button.textContent = button.dataset.label + " (" + state.ids.length + ")";
  }

  function drawFormState() {
    var joined = state.ids.join(",");
    var only = byId("f-ids");
    if (only) {
      if (!only.checked) { only.value = joined; }
      only.disabled = !only.checked && !joined;
      byId("f-ids-count").textContent = only.checked ? only.value.split(",").length : state.ids.length;
    }
    var clear = byId("clear-filters");
    if (clear) { clear.href = screenerPath() + (joined ? "?picked=" + encodeURIComponent(joined) : ""); }
    history.replaceState(history.state, "", urlWithPicked(state.ids));
  }

  function draw() { drawSelection(); drawFormState(); }

  function toggle(id, on) {
    var at = state.ids.indexOf(id);
    if (on && at < 0) { state.ids.push(id); }
    if (!on && at >= 0) { state.ids.splice(at, 1); }
    draw();
  }

  function summarise(details) {
    var chosen = [];
    details.querySelectorAll("input[type=checkbox]:checked").forEach(function (box) { chosen.push(box.dataset.text); });
    var out = details.querySelector(".multi-chosen");
    out.textContent = chosen.length ? chosen.join(", ") : out.dataset.any;
  }

  function setField(name, value) {
    var elements = form().querySelectorAll("[name='" + name + "']");
    var values = String(value).split(",");
    elements.forEach(function (el) {
      if (el.type === "checkbox") {
        el.checked = el.closest(".multi") ? values.indexOf(el.value) >= 0 : String(value) === "true";
      } else {
        el.value = value;
      }
    });
  }

  function applyPreset(select) {
    var presets = JSON.parse(select.dataset.presets || "{}");
    var before = presets[select.dataset.current || ""] || {};
    var after = presets[select.value] || {};
    Object.keys(before).forEach(function (name) { if (name !== "preset") { setField(name, ""); } });
    Object.keys(after).forEach(function (name) { if (name !== "preset") { setField(name, after[name]); } });
    select.dataset.current = select.value;
    form().querySelectorAll(".multi").forEach(summarise);
  }

  function clearFilters(event) {
    if (!form().requestSubmit) { return; }
    event.preventDefault();
    form().querySelectorAll("input, select").forEach(function (el) {
      if (el.name === "picked") { return; }
      if (el.type === "checkbox") {
        el.checked = false;
      } else if (el.tagName !== "SELECT" || el.querySelector("option[value='']")) {
        el.value = "";  // a select without an empty choice (rows per page) is a setting, not a filter
      }
    });
    byId("f-preset").dataset.current = "";
    form().querySelectorAll(".multi").forEach(summarise);
    form().dispatchEvent(new CustomEvent("htmx:abort"));  // an answer still on its way must not refill the form
    form().requestSubmit();
  }

  // Capture phase: the preset fills its fields before htmx reads the form for the request.
  document.addEventListener("change", function (event) {
    var el = event.target;
    if (el.id === "f-preset") { applyPreset(el); }
    if (el.closest && el.closest(".multi")) { summarise(el.closest(".multi")); }
    if (el.name === "ids" && el.closest("#products")) {
      learnNames();
      toggle(el.value, el.checked);
    }
  }, true);

  document.addEventListener("click", function (event) {
    var el = event.target;
    if (el.classList && el.classList.contains("chip-remove")) {
      event.preventDefault();
      toggle(el.parentNode.dataset.id, false);
    } else if (el.id === "clear-filters") {
      clearFilters(event);
    }
    document.querySelectorAll("details.multi[open]").forEach(function (details) {
      if (!details.contains(el)) { details.removeAttribute("open"); }
    });
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") { return; }
    document.querySelectorAll("details.multi[open]").forEach(function (details) {
      details.removeAttribute("open");
      details.querySelector("summary").focus();
    });
  });

  // Every request of the screener carries the selection, whichever link or field sent it.
  document.addEventListener("htmx:configRequest", function (event) {
    var detail = event.detail;
    var parts = detail.path.split("?");
    if (detail.verb !== "get" || parts[0] !== screenerPath()) { return; }
    var query = new URLSearchParams(parts[1] || "");
    query.delete("picked");
    detail.path = parts[0] + (query.toString() ? "?" + query.toString() : "");
    Object.keys(detail.parameters).forEach(function (name) {  // blank fields stay out of the shared URL
      if (name === "picked" || detail.parameters[name] === "") { delete detail.parameters[name]; }
    });
    if (state.ids.length) { detail.parameters.picked = state.ids.join(","); }
  });

  function start() {
    if (!byId("screener-form")) { return; }
    var preset = byId("f-preset");
    preset.dataset.current = preset.value;
    state.ids = [];
    document.querySelectorAll("#selection-chips .chip").forEach(function (el) { state.ids.push(el.dataset.id); });
    learnNames();
    draw();
  }

  document.addEventListener("htmx:afterSettle", function () { learnNames(); draw(); });
  document.addEventListener("htmx:historyRestore", start);
  document.addEventListener("DOMContentLoaded", start);
})();
