// How the commands print for a person (--json prints the API's own JSON instead).

/** @typedef {import('@diary/contracts').WorkRecord} WorkRecord */
/** @typedef {import('@diary/contracts').DailyReport} DailyReport */

/** "14:05" in this computer's time zone. @param {string} iso */
export const clock = (iso) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** "1 h 25 min", "40 min". @param {number} minutes */
export function duration(minutes) {
  const m = Math.max(0, Math.floor(minutes));
  const h = Math.floor(m / 60);
  return h ? `${h} h ${m % 60} min` : `${m} min`;
}

/** Whole minutes of a session, up to now while it runs. @param {WorkRecord} record */
export const sessionMinutes = (record) =>
  ((record.endTime ? Date.parse(record.endTime) : Date.now()) - Date.parse(record.startTime)) / 60_000;

/** "09:10–10:35 (1 h 25 min) #api #review". @param {WorkRecord} record */
export function sessionLine(record) {
  const end = record.endTime ? clock(record.endTime) : 'now';
  const tags = record.tags.map((t) => ` #${t}`).join('');
  return `${clock(record.startTime)}–${end} (${duration(sessionMinutes(record))})${tags}`;
}

const SECTION_TITLES = /** @type {const} */ ([
  ['done', 'Done'],
  ['decided', 'Decided'],
  ['blocked', 'Blocked'],
  ['next', 'Next'],
]);

/**
 * The stand-up as the web's "Copy stand-up" writes it: a heading, then each section with lines as
 * bullets (or the report's description lines when it has no sections).
 * @param {string} date @param {DailyReport} report
 */
export function standupText(date, report) {
  const sections = report.sections;
  const body = sections
    ? SECTION_TITLES.map(([name, title]) => {
        const lines = (sections[name] ?? []).map((l) => l.text.trim()).filter(Boolean);
        return lines.length ? [`${title}:`, ...lines.map((l) => `• ${l}`)].join('\n') : '';
      }).filter(Boolean)
    : [];
  if (!body.length && report.description)
    body.push(
      report.description
        .split('\n')
        .map((l) => l.replace(/^\s*[-*•]\s*/, '').trim())
        .filter(Boolean)
        .map((l) => `• ${l}`)
        .join('\n'),
    );
  return [`Stand-up, ${date}`, ...body].join('\n\n').trimEnd() + '\n';
}
