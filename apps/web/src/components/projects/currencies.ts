// The ISO 4217 codes this browser knows (the server checks against the same list in Node), the
// common ones first.
const COMMON = ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN'];

function supported(): string[] {
  try {
    return Intl.supportedValuesOf('currency');
  } catch {
    return [];
  }
}

export const CURRENCIES: string[] = [...new Set([...COMMON, ...supported()])];
