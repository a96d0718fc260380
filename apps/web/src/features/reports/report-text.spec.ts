import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { WorkRecord } from '@diary/contracts';
import { bulletLines } from '../../lib/bullet-lines';
import { reportFileName, reportText, summaryCopyText } from './report-text';

const at = (hhmm: string) => dayjs(`2026-03-04T${hhmm}:00`).toISOString();

const record = (
  id: string,
  start: string,
  end: string | null,
  summary: WorkRecord['summary'],
): WorkRecord => ({
  id,
  userId: 'u1',
  startTime: at(start),
  endTime: end ? at(end) : null,
  isActive: end === null,
  date: '2026-03-04',
  notes: [],
  summary,
  tags: [],
});

describe('summary copy format', () => {
  it('starts with the work session heading, then the bullet lines', () => {
    const r = record('rec-1', '09:05', '10:35', {
      subject: 'API work',
      description: '- Wrote tests\n- Fixed c++ bug',
    });
    expect(summaryCopyText(r)).toBe(
      '## Work Session (rec-1 9:05 AM - 10:35 AM 1h 30m)\n- Wrote tests\n- Fixed c++ bug',
    );
  });

  it('uses Nm under an hour and turns plain lines into bullets', () => {
    const r = record('rec-2', '13:00', '13:45', {
      subject: 'x',
      description: 'Reviewed PR\n* merged it\n\n',
    });
    expect(summaryCopyText(r)).toBe(
      '## Work Session (rec-2 1:00 PM - 1:45 PM 45m)\n- Reviewed PR\n- merged it',
    );
  });

  it('normalises bullets', () => {
    expect(bulletLines('• one\n-two\n  - three  ')).toEqual(['- one', '- two', '- three']);
  });
});

describe('report download', () => {
  it('is named ai-report-{date}.txt', () => {
    expect(reportFileName('2026-03-04')).toBe('ai-report-2026-03-04.txt');
  });

  it('holds the daily report and each summarised session in time order', () => {
    const text = reportText(
      '2026-03-04',
      [
        record('b', '14:00', '15:00', { subject: 'Later', description: '- b1' }),
        record('a', '09:00', '09:30', { subject: 'Earlier', description: '- a1' }),
        record('c', '16:00', '17:00', null),
      ],
      {
        date: '2026-03-04',
        status: 'completed',
        subject: 'Busy day',
        description: '- did things',
        insights: ['Focus'],
        generatedAt: null,
      },
    );
    expect(text).toContain('# AI Report: Wednesday, March 4, 2026');
    expect(text).toContain('## Busy day\n- did things\n\n### Key Insights\n- Focus');
    expect(text.indexOf('(a 9:00 AM')).toBeLessThan(text.indexOf('(b 2:00 PM'));
    expect(text).not.toContain('(c ');
  });
});
