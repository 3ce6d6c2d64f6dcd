// Tell the server the browser's time zone (the `tz` cookie), so pages show times in it unless
// the profile names another. Set again when it changed (travel, a changed clock).
(function () {
  try {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    var current = document.cookie.split("; ").find(function (c) { return c.indexOf("tz=") === 0; });
    if (current === "tz=" + encodeURIComponent(zone)) return;
    document.cookie = "tz=" + encodeURIComponent(zone) + "; path=/; max-age=31536000; samesite=lax";
  } catch (e) { /* an old browser: the site's time zone */ }
})();
