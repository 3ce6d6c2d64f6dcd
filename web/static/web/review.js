// A review's page: a click on the board gives a mark its point (the board SVG's own
// coordinates; an arrow's end on the next click), and the page follows the review's stream:
// when someone edits the review, the live part of the page is read again. Without the stream
// (or without this script) the page still works: reload it, type the points.
(function () {
  "use strict";

  function pointOf(event, svg) {
    var point = svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    var at = point.matrixTransform(svg.getScreenCTM().inverse());
    return Math.max(0, Math.round(at.x)) + "," + Math.max(0, Math.round(at.y));
  }

  function choosePoints() {
    var place = document.getElementById("mark-place");
    var to = document.getElementById("mark-to");
    var kind = document.getElementById("mark-kind");
    if (!place) return;
    var picked = false;
    document.addEventListener("click", function (event) {
      var board = event.target.closest ? event.target.closest(".review-board") : null;
      var svg = board && board.querySelector("svg");
      if (!svg || !svg.contains(event.target)) return;
      var point = pointOf(event, svg);
      if (kind && kind.value === "arrow" && picked && to) {
        to.value = point;
        picked = false;
      } else {
        place.value = point;
        picked = true;
      }
    });
  }

  // with several seats to act, the seat follows the move chosen (each option names its seat)
  function seatFollowsMove() {
    var move = document.getElementById("variation-move");
    var seat = document.getElementById("variation-seat");
    if (!move || !seat) return;
    var sync = function () {
      var option = move.options[move.selectedIndex];
      if (option) seat.value = option.getAttribute("data-seat");
    };
    move.addEventListener("change", sync);
    sync();
  }

  function follow() {
    var root = document.getElementById("review");
    var url = root && root.getAttribute("data-review-stream");
    if (!url || !window.EventSource) return;
    var source = new EventSource(url);
    source.addEventListener("review", function (event) {
      var data = JSON.parse(event.data);
      if (String(data.version) === root.getAttribute("data-version")) return;
      fetch(window.location.href, { credentials: "same-origin" })
        .then(function (response) {
          return response.text();
        })
        .then(function (html) {
          var page = new DOMParser().parseFromString(html, "text/html");
          var fresh = page.getElementById("review-live");
          var freshRoot = page.getElementById("review");
          if (!fresh || !freshRoot) return;
          document.getElementById("review-live").innerHTML = fresh.innerHTML;
          root.setAttribute("data-version", freshRoot.getAttribute("data-version"));
        });
    });
  }

  function start() {
    choosePoints();
    seatFollowsMove();
    follow();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
