import { dayKeyInZone } from './day-key';

describe('dayKeyInZone', () => {
  const lateEvening = new Date('2024-05-31T23:30:00Z');

  it('gives the day as it is in the zone: already tomorrow in Berlin, still today in Los Angeles', () => {
    expect(dayKeyInZone('Europe/Berlin', lateEvening)).toBe('2024-06-01');
    expect(dayKeyInZone('America/Los_Angeles', lateEvening)).toBe('2024-05-31');
  });

  it('counts in UTC when the user has no zone yet', () => {
    expect(dayKeyInZone(null, lateEvening)).toBe('2024-05-31');
  });
});
