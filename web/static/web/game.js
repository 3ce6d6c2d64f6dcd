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
    // action); the switch beside it turns the step off. It is the player's profile setting: the
    // page draws it as saved, and a change is saved by the switch itself (hx-post).
    var confirmBar = panel.querySelector("#move-confirm");
    var confirmSwitch = panel.querySelector("#confirm-switch");
    var asking = confirmSwitch ? confirmSwitch.checked : true;
    if (confirmSwitch) {
      confirmSwitch.addEventListener("change", function () { asking = confirmSwitch.checked; });
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
    // A falling pair (Tigris Euphyu): it waits above the player's well over a column; the pointer
    // or the arrow keys move it, R / the up arrow / the button turn it, and a ghost shows where
    // its tiles land. Dropping is a click on the column (or the down arrow, Enter): the usual
    // confirm, and the move sent is the one the engine listed for that column and orientation.
    function initPair() {
      var rotationsData = panel.querySelector("#rotations");
      var well = panel.querySelector(".well.dropping");
      if (!rotationsData || !well) {
        window.platformPairKeys = null;
        return;
      }
      var rotations = JSON.parse(rotationsData.textContent);
      var number = function (name) { return Number(well.getAttribute(name)); };
      var heights = well.getAttribute("data-heights").split(",").map(Number);
      var pair = well.getAttribute("data-pair").split(",");
      var fills = JSON.parse(well.getAttribute("data-fills"));
      var cell = number("data-cell"), left = number("data-left"), top = number("data-top"), bottom = number("data-bottom");
      var seat = well.getAttribute("data-seat");
      var ghost = panel.querySelector("#eu-ghost");
      var falling = panel.querySelector("#eu-falling");
      var controls = panel.querySelector("#pair-controls");
      var drops = choices.filter(function (c) {
        return c.target && c.move && rotations.indexOf(c.move.orientation) >= 0;
      });
      if (!drops.length) return;
      var current = drops.filter(function (c) { return c.family === family(); })[0] || drops[0];
      var orientation = current.move.orientation;
      var column = typeof window.platformPairColumn === "number" ? window.platformPairColumn : Math.floor(heights.length / 2);

      function dropAt(col, turned) {
        return drops.filter(function (c) { return c.move.column === col && c.move.orientation === turned; })[0] || null;
      }
      function columnsFor(turned) {
        return drops.filter(function (c) { return c.move.orientation === turned; })
          .map(function (c) { return c.move.column; }).sort(function (a, b) { return a - b; });
      }
      function nearest(col, turned) {
        var open = columnsFor(turned);
        return open.reduce(function (best, c) { return Math.abs(c - col) < Math.abs(best - col) ? c : best; }, open[0]);
      }
      function square(parent, col, y, colour, css) {
        var rect = document.createElementNS("http://www.w3.org/2000/svg", "rect");
        rect.setAttribute("x", String(left + col * cell + 2));
        rect.setAttribute("y", String(y + 2));
        rect.setAttribute("width", String(cell - 4));
        rect.setAttribute("height", String(cell - 4));
        rect.setAttribute("rx", "5");
        rect.setAttribute("fill", fills[colour] || "#999");
        rect.setAttribute("class", css);
        parent.appendChild(rect);
      }
      // [column, row, colour] of the pair's two tiles where they come to rest
      function landing() {
        var upright = orientation.indexOf("vertical") === 0;
        var flipped = orientation.indexOf("flipped") >= 0;
        var first = flipped ? pair[1] : pair[0];
        var second = flipped ? pair[0] : pair[1];
        if (upright) return [[column, heights[column], first], [column, heights[column] + 1, second]];
        return [[column, heights[column], first], [column + 1, heights[column + 1], second]];
      }
      function draw() {
        column = nearest(column, orientation);
        window.platformPairColumn = column;
        var cells = landing();
        var upright = orientation.indexOf("vertical") === 0;
        while (ghost.firstChild) ghost.removeChild(ghost.firstChild);
        while (falling.lastChild && falling.lastChild.tagName !== "title") falling.removeChild(falling.lastChild);
        cells.forEach(function (c, place) {
          square(ghost, c[0], bottom - (c[1] + 1) * cell, c[2], "ghost-cell");
          var slot = upright ? place : 0;
          square(falling, c[0], top - (slot + 1) * cell - 6, c[2], "falling-cell");
        });
        ghost.setAttribute("data-cells", cells.map(function (c) { return c.join(":"); }).join(" "));
        var choice = dropAt(column, orientation);
        var where = controls && controls.querySelector(".pair-where");
        if (where && choice) where.textContent = choice.label;
      }
      function setOrientation(turned) {
        var target = drops.filter(function (c) { return c.move.orientation === turned; })[0];
        if (!target) return;
        orientation = turned;
        clearPreview();
        panel.querySelectorAll("[name=family]").forEach(function (input) {
          if (input.tagName === "SELECT") input.value = target.family;
          else if (input.value === target.family) input.checked = true;
          else return;
          input.dispatchEvent(new Event("change", { bubbles: true }));
        });
        draw();
      }
      function rotate() {
        var at = rotations.indexOf(orientation);
        for (var step = 1; step <= rotations.length; step++) {
          var next = rotations[(at + step) % rotations.length];
          if (columnsFor(next).length) return setOrientation(next);
        }
      }
      function shift(by) {
        var open = columnsFor(orientation);
        var next = open.filter(function (c) { return by > 0 ? c > column : c < column; });
        if (!next.length) return;
        column = by > 0 ? next[0] : next[next.length - 1];
        clearPreview();
        draw();
      }
      function dropNow() {
        var choice = dropAt(column, orientation);
        var el = choice && panel.querySelector("#" + CSS.escape(choice.target));
        if (el) play(el);
      }
      function follow(event) {
        var el = event.target.closest ? event.target.closest(".target.live") : null;
        var choice = el && choices[Number(el.getAttribute("data-index"))];
        if (!choice || el.id.indexOf("eu-" + seat + "-") !== 0 || choice.move.column === column) return;
        column = choice.move.column;
        draw();
      }
      panel.addEventListener("pointerover", follow);
      panel.addEventListener("focusin", follow);
      panel.querySelectorAll("[name=family]").forEach(function (input) {
        input.addEventListener("change", function () {
          var chosen = drops.filter(function (c) { return c.family === family(); })[0];
          if (chosen && chosen.move.orientation !== orientation) { orientation = chosen.move.orientation; draw(); }
        });
      });
      if (controls) {
        controls.hidden = false;
        controls.querySelector("#rotate-pair").addEventListener("click", rotate);
        form.classList.add("rotating");
      }
      window.platformPairKeys = function (event) {
        if (!document.body.contains(panel)) return;
        var el = event.target;
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        if (el && (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.isContentEditable)) return;
        var onButton = el && /^(BUTTON|A|SUMMARY)$/.test(el.tagName);
        var key = event.key;
        if (key === "r" || key === "R" || key === "ArrowUp") rotate();
        else if (key === "ArrowLeft") shift(-1);
        else if (key === "ArrowRight") shift(1);
        else if (key === "ArrowDown" || (key === "Enter" && !onButton && !(el.classList && el.classList.contains("live")))) dropNow();
        else return;
        event.preventDefault();
      };
      if (!window.platformPairKeysBound) {
        window.platformPairKeysBound = true;
        document.addEventListener("keydown", function (event) {
          if (window.platformPairKeys) window.platformPairKeys(event);
        });
      }
      draw();
    }

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
    initPair();
  }

  // The board takes the height left under the status bar, so that a move never needs the page
  // scrolled: its top as laid out (the page unscrolled), less room kept for the confirm bar.
  function fitBoard() {
    var panel = document.getElementById("game-panel");
    var wrap = panel && panel.querySelector(".play-area .board-wrap");
    if (!wrap) return;
    var confirmBar = panel.querySelector("#move-confirm");
    var kept = confirmBar && confirmBar.hidden ? 52 : 0;
    var top = wrap.getBoundingClientRect().top + window.scrollY;
    var padding = wrap.offsetHeight - wrap.clientHeight + 24;
    var room = Math.max(260, Math.floor(window.innerHeight - top - padding - kept - 12));
    panel.style.setProperty("--board-room", room + "px");
  }

  function start() {
    initPanel(document.body);
    fitBoard();
    window.addEventListener("resize", fitBoard);
    document.addEventListener("toggle", fitBoard, true);
    if (window.htmx) {
      window.htmx.onLoad(function (root) { initPanel(root); fitBoard(); });
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
