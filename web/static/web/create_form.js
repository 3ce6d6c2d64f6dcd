// Create forms (a table, a tournament): the seats follow the chosen game's range and usual
// number, and only the chosen game's own options are shown; a tournament's settings follow its
// format.
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

  // A tournament's settings that belong to some formats only (data-formats) are shown for those.
  function followFormat(form) {
    var format = form.querySelector("select[name=format]");
    if (!format) return;
    function apply() {
      form.querySelectorAll("[data-formats]").forEach(function (field) {
        field.hidden = field.getAttribute("data-formats").split(" ").indexOf(format.value) < 0;
      });
    }
    format.addEventListener("change", apply);
    apply();
  }

  function start() {
    document.querySelectorAll("form.create-form").forEach(follow);
    document.querySelectorAll("form.create-form").forEach(followFormat);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
