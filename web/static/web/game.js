// The game page: the chosen move family lights up its targets on the board; a click plays it.
// Where moves differ only in an option (After the Flood's fee), a drop-down picks it: targets and
// buttons then play the move with that option, and what it does not allow is switched off.
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

    function option() {
      var select = panel.querySelector("select[name=option]");
      return select ? select.value : null;
    }

    function fits(choice, picked) {
      return choice.option === null || choice.option === undefined || choice.option === picked;
    }

    function refreshOptions(picked) {
      panel.querySelectorAll("button[data-group]").forEach(function (button) {
        var group = Number(button.getAttribute("data-group"));
        var match = choices.filter(function (c) {
          return c.group === group && !c.target && fits(c, picked);
        })[0];
        button.disabled = !match;
        if (match) {
          button.value = JSON.stringify(match.move);
          button.removeAttribute("title");
        } else {
          button.title = form.getAttribute("data-not-offered") || "";
        }
      });
      panel.querySelectorAll("[name=family]").forEach(function (input) {
        var items = input.tagName === "SELECT" ? Array.prototype.slice.call(input.options) : [input];
        items.forEach(function (item) {
          item.disabled = !choices.some(function (c) {
            return c.target && c.family === item.value && fits(c, picked);
          });
        });
      });
    }

    function refresh() {
      var chosen = family();
      var picked = option();
      refreshOptions(picked);
      panel.querySelectorAll(".target").forEach(function (el) {
        el.classList.remove("live");
        el.setAttribute("tabindex", "-1");
        el.removeAttribute("data-index");
      });
      choices.forEach(function (choice) {
        if (!choice.target || choice.family !== chosen || !fits(choice, picked)) return;
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

    // A click on the board is shown first and sent on "Confirm" (one misclick would spend an
    // action); the switch beside it turns the step off, kept in this browser.
    var confirmBar = panel.querySelector("#move-confirm");
    var confirmSwitch = panel.querySelector("#confirm-switch");
    var asking = !window.localStorage || window.localStorage.getItem("confirm-moves") !== "off";
    if (confirmSwitch) {
      confirmSwitch.checked = asking;
      confirmSwitch.addEventListener("change", function () {
        asking = confirmSwitch.checked;
        if (window.localStorage) window.localStorage.setItem("confirm-moves", asking ? "on" : "off");
      });
    }

    function send(choice) {
      form.querySelector("input[name=picked]").value = JSON.stringify(choice.move);
      form.requestSubmit();
    }

    function clearPreview() {
      panel.querySelectorAll(".target.preview").forEach(function (el) { el.classList.remove("preview"); });
      if (confirmBar) confirmBar.hidden = true;
    }

    // Shows the move in the confirm bar (and `el` as a preview on the board), or sends it at once
    // when the confirm step is off.
    function ask(choice, el) {
      if (!asking || !confirmBar) return send(choice);
      clearPreview();
      if (el) el.classList.add("preview");
      confirmBar.querySelector(".confirm-label").textContent = choice.label;
      confirmBar.hidden = false;
      var yes = confirmBar.querySelector("#confirm-move");
      yes.onclick = function () { clearPreview(); send(choice); };
      confirmBar.querySelector("#cancel-move").onclick = clearPreview;
      yes.focus({ preventScroll: true });
      panel.dispatchEvent(new CustomEvent("move-previewed", { detail: choice }));
    }

    function play(el) {
      var choice = choices[Number(el.getAttribute("data-index"))];
      if (choice) ask(choice, el);
    }

    // Moves made of pieces of the hand (a T&E swap): the hand's tiles toggle, and the status bar's
    // button plays the legal move made of exactly the selected ones.
    var pickBar = panel.querySelector("#hand-pick");
    var pickable = choices.filter(function (c) { return c.picks; });
    if (pickBar && pickable.length) {
      var labels = JSON.parse((panel.querySelector("#pick-labels") || { textContent: "{}" }).textContent);
      var playPick = pickBar.querySelector("#hand-pick-play");
      var clearPick = pickBar.querySelector("#hand-pick-clear");
      var tiles = panel.querySelectorAll(".hand-tile[data-pick]");
      var plainWord = playPick.textContent;
      var key = function (list) { return list.slice().sort().join(","); };
      var selectedKinds = function () {
        return Array.prototype.filter.call(tiles, function (t) { return t.getAttribute("aria-pressed") === "true"; })
          .map(function (t) { return t.getAttribute("data-pick"); });
      };
      var pickedChoice = function () {
        var wanted = key(selectedKinds());
        return pickable.filter(function (c) { return key(c.picks) === wanted; })[0] || null;
      };
      var refreshPick = function () {
        var count = selectedKinds().length;
        var choice = count ? pickedChoice() : null;
        playPick.disabled = !choice;
        clearPick.disabled = !count;
        playPick.textContent = (count && labels[String(count)]) || plainWord;
        pickBar.classList.toggle("has-selection", count > 0);
        if (!choice && confirmBar && !confirmBar.hidden && count) clearPreview();
      };
      tiles.forEach(function (tile) {
        tile.addEventListener("click", function () {
          var on = tile.getAttribute("aria-pressed") !== "true";
          tile.setAttribute("aria-pressed", on ? "true" : "false");
          tile.classList.toggle("selected", on);
          clearPreview();
          refreshPick();
        });
      });
      playPick.addEventListener("click", function () {
        var choice = pickedChoice();
        if (choice) ask(choice, null);
      });
      clearPick.addEventListener("click", function () {
        tiles.forEach(function (t) { t.setAttribute("aria-pressed", "false"); t.classList.remove("selected"); });
        clearPreview();
        refreshPick();
      });
      pickBar.hidden = false;
      refreshPick();
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
    // The chosen option is remembered the same way, and its drop-down shown (it needs this script).
    var optionMemory = "option:" + window.location.pathname;
    var optionSelect = panel.querySelector("select[name=option]");
    if (optionSelect) {
      var kept = window.sessionStorage ? window.sessionStorage.getItem(optionMemory) : null;
      if (kept !== null && Array.prototype.some.call(optionSelect.options, function (o) { return o.value === kept; })) {
        optionSelect.value = kept;
      }
      optionSelect.addEventListener("change", function () {
        if (window.sessionStorage) window.sessionStorage.setItem(optionMemory, option());
        refresh();
      });
      var wrapper = optionSelect.closest(".move-option");
      if (wrapper) wrapper.hidden = false;
    }
    refresh();
  }

  function start() {
    initPanel(document.body);
    if (window.htmx) window.htmx.onLoad(initPanel);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
