// The fetch every source is given: the WHATWG fetch signature Octokit expects, carried out by
// outboundFetch, which checks each hop's address (and each redirect's) before connecting.
import { outboundFetch, type OutboundPolicy } from '@diary/server-core';
import type { CheckedFetch } from './sources/activity-source';

export function checkedFetch(policy: OutboundPolicy): CheckedFetch {
  return (url, init = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
    const body = typeof init.body === 'string' || init.body instanceof Uint8Array ? init.body : undefined;
    return outboundFetch(
      String(url),
      { method: init.method, headers, body, signal: init.signal ?? undefined },
      policy,
    );
  };
}
