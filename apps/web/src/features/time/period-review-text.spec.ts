import { describe, expect, it } from 'vitest';
import { mondayOf, REVIEW_PERIODS } from './review-periods';
import { periodReviewFileName, periodReviewText } from './period-review-text';

describe('the weekly review', () => {
  it('reads as text with its subject, bullets, insights and days', () => {
    const text = periodReviewText(REVIEW_PERIODS.week, {
      date: '2024-03-04',
      status: 'completed',
      subject: 'A week of deploys',
      description: 'Shipped the release\n- Fixed the login',
      insights: ['Busiest day: Tuesday'],
      generatedAt: '2024-03-11T06:00:00Z',
      days: [
        { date: '2024-03-04', minutes: 95, subject: 'Release prep' },
        { date: '2024-03-05', minutes: 0, subject: null },
      ],
    });
    expect(text).toBe(
      [
        // Intl writes a range with thin spaces around its dash.
        '# Weekly review: March 4\u2009–\u200910, 2024',
        '',
        '## A week of deploys',
        '- Shipped the release',
        '- Fixed the login',
        '',
        '### Key Insights',
        '- Busiest day: Tuesday',
        '',
        '### Days',
        '- Monday, March 4: 1h 35m — Release prep',
        '- Tuesday, March 5: 0m',
        '',
      ].join('\n'),
    );
    expect(periodReviewFileName(REVIEW_PERIODS.week, '2024-03-04')).toBe('week-review-2024-03-04.txt');
  });

  it('reads a monthly review with its own title and file name', () => {
    const text = periodReviewText(REVIEW_PERIODS.month, {
      date: '2024-02-01',
      status: 'completed',
      subject: 'A month of exports',
      description: null,
      insights: [],
      generatedAt: '2024-03-01T06:00:00Z',
      days: [],
    });
    expect(text).toBe('# Monthly review: February 1\u2009–\u200929, 2024\n\n## A month of exports\n');
    expect(periodReviewFileName(REVIEW_PERIODS.month, '2024-02-01')).toBe('month-review-2024-02-01.txt');
  });

  it('steps months from their first day, whatever their length', () => {
    const month = REVIEW_PERIODS.month;
    expect(month.startOf('2024-01-31')).toBe('2024-01-01');
    expect(month.step('2024-01-01', 1)).toBe('2024-02-01');
    expect(month.step('2024-01-01', -1)).toBe('2023-12-01');
    expect(month.end('2024-02-01')).toBe('2024-02-29');
    expect(month.path('2024-02-01')).toBe('2024-02');
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2024-03-10')).toBe('2024-03-04');
    expect(mondayOf('2024-03-04')).toBe('2024-03-04');
    expect(mondayOf('2024-03-06')).toBe('2024-03-04');
  });
});
