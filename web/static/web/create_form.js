// Create forms (a table, a tournament): the seats follow the chosen game's range and usual
// number, and only the chosen game's own options are shown.
(function () {
  "use strict";

  function follow(form) {
    var engine = form.querySelector("select[name=engine]");
    if (!engine) return;
    var seats = form.querySelector("input[name=players], input[name=players_per_table]");

    function apply(first) {
      var picked = engine.options[engine.selectedIndex];
      if (seats && picked && picked.dataset.min) {
        seats.min = picked.dataset.min;
        seats.max = picked.dataset.max;
        var value = Number(seats.value);
        var low = Number(picked.dataset.min);
        var high = Number(picked.dataset.max);
        if (!first || !seats.value || value < low || value > high) seats.value = picked.dataset.seats;
        seats.readOnly = low === high;
      }
      form.querySelectorAll("[data-engine]").forEach(function (field) {
        field.hidden = field.getAttribute("data-engine") !== engine.value;
      });
    }

    engine.addEventListener("change", function () { apply(false); });
    apply(true);
  }

  function start() {
    document.querySelectorAll("form.create-form").forEach(follow);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
