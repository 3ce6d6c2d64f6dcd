// Live pages: one EventSource per tab asks htmx to refresh what changed. A game page follows the
// game's stream (its panel), every other page the player's own stream (the bell, "Your games").
// While a stream is down the pages poll as they always did; the browser reconnects by itself,
// sending Last-Event-ID, so nothing is missed.
(function () {
  "use strict";
  var live = (window.platformLive = { game: false, me: false });

  function refresh(selector) {
    var element = document.querySelector(selector);
    if (element && window.htmx) window.htmx.trigger(element, "stream-update");
  }

  function follow(url, flag, handlers) {
    if (!url || !window.EventSource) return;
    var source = new EventSource(url);
    source.onopen = function () {
      live[flag] = true;
    };
    source.onerror = function () {
      live[flag] = false; // polling takes over until the stream is back
    };
    Object.keys(handlers).forEach(function (name) {
      source.addEventListener(name, handlers[name]);
    });
    source.addEventListener("end", function () {
      source.close();
      live[flag] = false;
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var body = document.body;
    if (body.dataset.gameStream) {
      var panel = function () {
        refresh("#game-panel");
      };
      follow(body.dataset.gameStream, "game", { log: panel, game: panel });
    } else if (body.dataset.meStream) {
      follow(body.dataset.meStream, "me", {
        turns: function () {
          refresh("#bell-summary");
          refresh("#my-games");
        },
        notification: function () {
          refresh("#bell-summary");
        },
      });
    }
  });
})();
