// The developer overview used to be one long page. A link to one of its former sections (/developers#x) is sent on
// to the guide that now carries that section; the map is the overview's data-moved attribute, built by the hub
// from the guides themselves. Without script the overview lists the new places.
(function () {
  function follow() {
    var holder = document.getElementById("moved");
    var wanted = decodeURIComponent(location.hash.slice(1));
    if (!holder || !wanted || document.getElementById(wanted)) { return; }
    var map = JSON.parse(holder.getAttribute("data-moved") || "{}");
    if (Object.prototype.hasOwnProperty.call(map, wanted)) { location.replace(map[wanted]); }
  }
  follow();
  window.addEventListener("hashchange", follow);
})();
