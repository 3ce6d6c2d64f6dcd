// The replay page: arrow keys step, Home and End jump (htmx swaps the replay in place); the
// current ply stays in view in the move list.
(function () {
  "use strict";
  var keys = { ArrowLeft: "step-back", ArrowRight: "step-forward", Home: "step-first", End: "step-last" };
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var tag = (event.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "select" || tag === "textarea") return;
    var id = keys[event.key];
    if (!id) return;
    var link = document.getElementById(id);
    if (!link) return;
    event.preventDefault();
    link.click();
  });

  function keepCurrentInView() {
    var current = document.querySelector(".plies .current");
    var log = document.querySelector(".move-log");
    if (current && log) log.scrollTop = current.offsetTop - log.clientHeight / 2;
  }
  keepCurrentInView();
  document.addEventListener("htmx:afterSettle", keepCurrentInView);
})();
