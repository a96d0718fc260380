// Day keys (yyyy-MM-dd) in this computer's own calendar, as the web app takes them from the browser.

/** @param {Date} [at] */
export function localDayKey(at = new Date()) {
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** True for a real day written as yyyy-MM-dd. @param {string} text */
export function isDayKey(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return date.getUTCMonth() === +m[2] - 1 && date.getUTCDate() === +m[3];
}
