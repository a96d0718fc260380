import { describe, expect, it } from 'vitest';
import { dropDayPreview, hasDayPreview, readDayPreview } from './day-preview';

function pageWith(data: string) {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<div id="root"></div><div id="day-preview"><p>note</p></div><script type="application/json" id="day-preview-data">${data}</script>`;
  return doc;
}

describe('the server-drawn Daily Work preview', () => {
  it('reads whose day the server drew', () => {
    const doc = pageWith('{"userId":"u1","username":"ann","date":"2026-03-10"}');
    expect(readDayPreview(doc)).toEqual({ userId: 'u1', username: 'ann', date: '2026-03-10' });
  });

  it('ignores a missing, broken or incomplete data block', () => {
    expect(readDayPreview(document.implementation.createHTMLDocument('t'))).toBeNull();
    expect(readDayPreview(pageWith('{"userId":'))).toBeNull();
    expect(readDayPreview(pageWith('{"userId":"u1","username":"ann","date":"10/03/2026"}'))).toBeNull();
  });

  it('takes the preview and its data away', () => {
    const doc = pageWith('{"userId":"u1","username":"ann","date":"2026-03-10"}');
    expect(hasDayPreview(doc)).toBe(true);
    dropDayPreview(doc);
    expect(hasDayPreview(doc)).toBe(false);
    expect(readDayPreview(doc)).toBeNull();
    expect(doc.getElementById('root')).not.toBeNull();
  });
});
