"""The pages: thin views, one module per part of the site, that parse the request, call a
service or selector, and render."""
