// The replay page: arrow keys step, Home and End jump; the current ply stays in view.
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
    window.location.assign(link.href);
  });
  var current = document.querySelector(".plies .current");
  if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest" });
})();
