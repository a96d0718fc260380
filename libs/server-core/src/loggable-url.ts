// Addresses as logs and traces may show them.
/**
 * An address as a log line or a trace may show it: the capabilities some addresses carry (the calendar
 * feed's token, a password-reset link's token, an invitation's code) are replaced by
 * "[redacted]", since anyone who reads the logs could use them.
 */
export function loggableUrl(url: string | undefined): string | undefined {
  return url
    ?.replace(/^(\/api\/calendar-feed\/)(?!rotate\b)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:token|invite|code)=)[^&#]*/gi, '$1[redacted]');
}
