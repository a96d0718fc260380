// Integration tests call the services as the web app does: a browser page of the site itself,
// which sends `Sec-Fetch-Site: same-origin` with every request. A test that sets Origin or
// Sec-Fetch-Site itself (the cross-site and no-header cases) keeps exactly what it set; the
// same-origin rule's own tests use plain node:http (apps/gateway/test/same-origin.spec.ts).
const { Request } = require('superagent');

const end = Request.prototype.end;
Request.prototype.end = function endAsTheWebApp(...args) {
  // superagent keeps the headers set so far in `_header` (lower-cased names); not in its types.
  const headers =
    /** @type {{ _header?: Record<string, string> }} */ (/** @type {unknown} */ (this))._header ?? {};
  if (headers.origin === undefined && headers['sec-fetch-site'] === undefined)
    this.set('Sec-Fetch-Site', 'same-origin');
  return end.apply(this, args);
};
