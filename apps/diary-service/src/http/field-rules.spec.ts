import { isInstant } from './field-rules';

describe('isInstant', () => {
  it.each([
    '2024-05-31T09:30:00.000Z',
    '2024-05-31T09:30Z',
    '2024-05-31T09:30:00+02:00',
    '2024-02-29T23:59:59.123456-0530',
  ])('accepts %s', (v) => expect(isInstant(v)).toBe(true));

  it.each([
    '2024-05-31',
    '2024-05-31T09:30:00',
    '2024-02-30T09:30:00Z',
    '2024-05-31T24:00:00Z',
    'now',
    1717147800000,
    null,
  ])('refuses %s', (v) => expect(isInstant(v)).toBe(false));
});
