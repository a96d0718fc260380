import { dayPreviewHtml, jsonForScript, localeFrom, noteHtml } from './day-preview-html';

describe('the Daily Work preview markup', () => {
  it('renders Markdown with GitHub extensions and no HTML from the note', () => {
    expect(noteHtml('**bold** ~~gone~~ `code`')).toBe(
      '<p><strong>bold</strong> <del>gone</del> <code>code</code></p>',
    );
    expect(noteHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(noteHtml('[x](javascript:alert(1))')).toBe('<p><a href="">x</a></p>');
    expect(noteHtml('- [x] done')).toContain('<input type="checkbox" disabled="" checked="" />');
  });

  it('draws an image as an empty box that downloads nothing', () => {
    expect(noteHtml('![shot "1"](/api/attachments/abc)')).toBe(
      '<p><span class="dp-thumb" role="img" aria-label="shot &quot;1&quot;"></span></p>',
    );
  });

  it('is a picture of the page, hidden from assistive technology while the live screen loads', () => {
    // Inert and aria-hidden: the page has one "Daily Work" heading while both are there.
    const html = dayPreviewHtml({
      userId: 'u',
      username: 'ada',
      date: '2026-03-10',
      records: [],
      locale: 'en-US',
      maxNotes: 12,
    });
    expect(html).toMatch(/<div id="day-preview"[^>]* inert aria-hidden="true"/);
  });

  it('writes JSON that cannot close its script element', () => {
    const json = jsonForScript({ username: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ username: '</script><script>alert(1)</script>' });
  });

  it('takes the first well-formed language of Accept-Language', () => {
    expect(localeFrom('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(localeFrom(undefined)).toBe('en-US');
    expect(localeFrom('not a locale!!')).toBe('en-US');
  });

  it('draws at most maxNotes notes of the finished sessions, oldest first, times in the zone', () => {
    const note = (id: string, at: string) => ({
      id,
      content: `note ${id}`,
      timestamp: at,
      updatedAt: at,
      workRecordId: 'r',
      userId: 'u',
    });
    const record = (id: string, start: string, end: string | null, notes: ReturnType<typeof note>[]) => ({
      id,
      userId: 'u',
      startTime: start,
      endTime: end,
      isActive: end === null,
      date: '2026-03-10',
      notes,
      summary: null,
      tags: [],
    });
    const html = dayPreviewHtml({
      userId: 'u',
      username: 'ann <b>',
      date: '2026-03-10',
      locale: 'en-US',
      timeZone: 'Europe/Berlin',
      maxNotes: 3,
      records: [
        record('b', '2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z', [
          note('b2', '2026-03-10T12:30:00Z'),
          note('b1', '2026-03-10T12:10:00Z'),
        ]),
        record('a', '2026-03-10T08:00:00Z', '2026-03-10T09:30:00Z', [note('a1', '2026-03-10T08:05:00Z')]),
        record('running', '2026-03-10T14:00:00Z', null, [note('live', '2026-03-10T14:05:00Z')]),
      ],
    });
    const shown = [...html.matchAll(/<p>note (\w+)<\/p>/g)].map((m) => m[1]);
    expect(shown).toEqual(['a1', 'b1', 'b2']);
    expect(html).toContain('Note at 9:05 AM');
    expect(html).toContain('9:00 AM – 10:30 AM');
    expect(html).toContain('1h 30m');
    expect(html).toContain('"username":"ann \\u003cb\\u003e"');
  });
});
