// The game page: the chosen move family lights up its targets on the board; a click plays it.
(function () {
  "use strict";

  function initPanel(root) {
    var panel = root.id === "game-panel" ? root : root.querySelector && root.querySelector("#game-panel");
    if (!panel || panel.dataset.ready) return;
    panel.dataset.ready = "1";
    var data = panel.querySelector("#legal-moves");
    var form = panel.querySelector("#move-form");
    if (!data || !form) return;
    var choices = JSON.parse(data.textContent);

    function family() {
      var select = panel.querySelector("select[name=family]");
      if (select) return select.value;
      var radio = panel.querySelector("input[name=family]:checked");
      return radio ? radio.value : null;
    }

    function refresh() {
      var chosen = family();
      panel.querySelectorAll(".target").forEach(function (el) {
        el.classList.remove("live");
        el.setAttribute("tabindex", "-1");
        el.removeAttribute("data-index");
      });
      choices.forEach(function (choice) {
        if (!choice.target || choice.family !== chosen) return;
        var el = panel.querySelector("#" + CSS.escape(choice.target));
        if (!el) return;
        el.classList.add("live");
        el.setAttribute("tabindex", "0");
        el.setAttribute("data-index", String(choice.index));
        el.setAttribute("aria-label", choice.label);
        var title = el.querySelector("title") || document.createElementNS("http://www.w3.org/2000/svg", "title");
        title.textContent = choice.label;
        el.appendChild(title);
      });
    }

    function play(el) {
      var choice = choices[Number(el.getAttribute("data-index"))];
      if (!choice) return;
      form.querySelector("input[name=picked]").value = JSON.stringify(choice.move);
      form.requestSubmit();
    }

    panel.addEventListener("click", function (event) {
      var el = event.target.closest ? event.target.closest(".target.live") : null;
      if (el) play(el);
    });
    panel.addEventListener("keydown", function (event) {
      var el = event.target;
      if ((event.key === "Enter" || event.key === " ") && el.classList && el.classList.contains("live")) {
        event.preventDefault();
        play(el);
      }
    });
    // The chosen family survives the panel being redrawn (a poll, a refusal) while it is offered.
    var memory = "family:" + window.location.pathname;
    var remembered = window.sessionStorage ? window.sessionStorage.getItem(memory) : null;
    panel.querySelectorAll("[name=family]").forEach(function (input) {
      if (remembered !== null) {
        if (input.tagName === "SELECT" && Array.prototype.some.call(input.options, function (o) { return o.value === remembered; })) {
          input.value = remembered;
        } else if (input.value === remembered) {
          input.checked = true;
        }
      }
      input.addEventListener("change", function () {
        if (window.sessionStorage) window.sessionStorage.setItem(memory, family());
        refresh();
      });
    });
    refresh();
  }

  function start() {
    initPanel(document.body);
    if (window.htmx) window.htmx.onLoad(initPanel);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
