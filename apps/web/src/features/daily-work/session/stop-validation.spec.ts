import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  checkEndTime,
  checkStartTime,
  parseDate,
  parseTime,
  startBeforePrevious,
  STOP_ERRORS,
  stopErrorText,
} from './stop-validation';
import { i18n } from '../../../lib/i18n/i18n';
import deDailyWork from '../../../locales/de/dailyWork.json';

const start = '2026-03-01T09:30:40'; // local time

describe('checkEndTime', () => {
  it('accepts an end after the start and returns it', () => {
    const r = checkEndTime(start, '2026-03-01', '11:15');
    expect(r.ok && r.end.format('YYYY-MM-DD HH:mm')).toBe('2026-03-01 11:15');
  });
  it("refuses an end before the start with 'End time cannot be before start time'", () => {
    expect(checkEndTime(start, '2026-03-01', '09:29')).toEqual({ ok: false, error: STOP_ERRORS.beforeStart });
    expect(checkEndTime(start, '2026-02-28', '23:59')).toEqual({ ok: false, error: STOP_ERRORS.beforeStart });
  });
  it('allows ending in the minute the session started (the end is then the start)', () => {
    const r = checkEndTime(start, '2026-03-01', '09:30');
    expect(r.ok && r.end.toISOString()).toBe(new Date(start).toISOString());
  });
  it("says 'Invalid time format' for a non-numeric or impossible time", () => {
    for (const t of ['ab:cd', '9', '24:00', '10:60', '', '10.30'])
      expect(checkEndTime(start, '2026-03-01', t)).toEqual({ ok: false, error: STOP_ERRORS.badTime });
  });
  it("says 'Invalid date format' for a malformed or impossible date, checked before the time", () => {
    for (const d of ['01/03/2026', '2026-02-30', '2026-13-01', 'tomorrow'])
      expect(checkEndTime(start, d, 'xx')).toEqual({ ok: false, error: STOP_ERRORS.badDate });
  });
  it('accepts an end on a later date', () => {
    expect(checkEndTime(start, '2026-03-02', '01:00').ok).toBe(true);
  });
});

describe('parsers', () => {
  it('parse a day key strictly and H:mm or HH:mm times', () => {
    expect(parseDate('2026-02-28')?.date()).toBe(28);
    expect(parseDate('2026-2-28')).toBeNull();
    expect(parseTime('7:05')).toEqual({ h: 7, m: 5 });
    expect(parseTime(' 23:59 ')).toEqual({ h: 23, m: 59 });
  });
  it('also reads 12-hour times with AM or PM', () => {
    expect(parseTime('9:05 PM')).toEqual({ h: 21, m: 5 });
    expect(parseTime('12:10 am')).toEqual({ h: 0, m: 10 });
    expect(parseTime('12:00 p.m.')).toEqual({ h: 12, m: 0 });
    expect(parseTime('13:00 PM')).toBeNull();
    expect(parseTime('0:30 AM')).toBeNull();
  });
});

describe('checkStartTime', () => {
  const now = dayjs('2026-03-01T12:00:00');
  const clock = (d: dayjs.Dayjs) => d.format('HH:mm');
  it('accepts a start corrected to earlier the same day', () => {
    const r = checkStartTime('2026-03-01', '08:05', { now, previousEnd: null, clock });
    expect(r.ok && r.start.format('YYYY-MM-DD HH:mm')).toBe('2026-03-01 08:05');
  });
  it('refuses a start in the future', () => {
    expect(checkStartTime('2026-03-01', '12:01', { now, previousEnd: null, clock })).toEqual({
      ok: false,
      error: STOP_ERRORS.startInFuture,
    });
  });
  it('refuses a start before the previous session ended, naming its end', () => {
    const previousEnd = '2026-03-01T08:30:20';
    expect(checkStartTime('2026-03-01', '08:29', { now, previousEnd, clock })).toEqual({
      ok: false,
      error: startBeforePrevious('08:30'),
    });
    expect(checkStartTime('2026-03-01', '08:30', { now, previousEnd, clock }).ok).toBe(true);
  });
  it('names a bad start date or time apart from the end', () => {
    expect(checkStartTime('2026-02-31', '08:00', { now, previousEnd: null, clock })).toEqual({
      ok: false,
      error: STOP_ERRORS.badStartDate,
    });
    expect(checkStartTime('2026-03-01', '8h', { now, previousEnd: null, clock })).toEqual({
      ok: false,
      error: STOP_ERRORS.badStartTime,
    });
  });
});

describe('stopErrorText', () => {
  afterEach(() => i18n.changeLanguage('en'));
  const t = i18n.t.bind(i18n);

  it('keeps the English sentences in English', () => {
    expect(stopErrorText(STOP_ERRORS.beforeStart, t)).toBe(STOP_ERRORS.beforeStart);
    expect(stopErrorText(startBeforePrevious('10:15 AM'), t)).toBe(startBeforePrevious('10:15 AM'));
  });

  it("shows each check's sentence in German, with the previous session's end in it", async () => {
    i18n.addResourceBundle('de', 'dailyWork', deDailyWork, true, true);
    await i18n.changeLanguage('de');
    expect(stopErrorText(STOP_ERRORS.startInFuture, t)).toBe(deDailyWork.stopError.startInFuture);
    expect(stopErrorText(STOP_ERRORS.badDate, t)).toBe(deDailyWork.stopError.badDate);
    expect(stopErrorText(startBeforePrevious('10:15'), t)).toBe(
      'Der Beginn darf nicht vor dem Ende der vorherigen Sitzung liegen (10:15)',
    );
  });
});
