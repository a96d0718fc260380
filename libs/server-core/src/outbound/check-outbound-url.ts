// The check every URL a user gives the server passes before the server calls it: http(s) only,
// and every address its host resolves to must be public unless the policy allows the host.
import { BadRequestException } from '@nestjs/common';
import { lookup } from 'node:dns/promises';
import { blockedRange } from './blocked-addresses';
import { isAllowedHost, type OutboundPolicy } from './outbound-policy';

/** A checked URL and the address the request must connect to (pinned against DNS rebinding). */
export interface ResolvedOutbound {
  url: URL;
  address: string;
  family: 4 | 6;
}

function parseUrl(input: string | URL): URL {
  if (input instanceof URL) return input;
  if (!URL.canParse(input)) throw new BadRequestException(`"${input.slice(0, 200)}" is not a valid URL.`);
  return new URL(input);
}

/** Checks the URL and resolves its host once; the answer's address is the only one to use. */
export async function resolveOutboundUrl(
  input: string | URL,
  policy: OutboundPolicy,
): Promise<ResolvedOutbound> {
  const url = parseUrl(input);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BadRequestException('The URL must start with http:// or https://.');
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let answers: { address: string; family: number }[];
  try {
    answers = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new BadRequestException(`The host ${url.hostname} could not be found.`);
  }
  if (answers.length === 0) throw new BadRequestException(`The host ${url.hostname} could not be found.`);
  if (!policy.allowPrivate && !isAllowedHost(url, policy)) {
    // Every answer must be public: a name with one public and one private address is refused.
    for (const { address } of answers) {
      const range = blockedRange(address);
      if (range) {
        throw new BadRequestException(
          `The host ${url.hostname} resolves to ${/^[aeiou]/.test(range) ? 'an' : 'a'} ${range} address (${address}); this server only calls public addresses.`,
        );
      }
    }
  }
  const { address, family } = answers[0];
  return { url, address, family: family === 6 ? 6 : 4 };
}

/**
 * Checks a URL a user gave (a webhook, a chat post, a connection) before it is saved: throws a
 * BadRequestException (400) with a readable sentence when it is not http(s) or its host resolves
 * to a loopback, private, link-local, unique-local, CGNAT, multicast or unspecified address not
 * allowed by the policy. Check again at each request: outboundFetch does.
 */
export async function checkOutboundUrl(input: string, policy: OutboundPolicy): Promise<URL> {
  return (await resolveOutboundUrl(input, policy)).url;
}
