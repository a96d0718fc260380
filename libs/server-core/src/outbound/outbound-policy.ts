// Which non-public hosts this server may call anyway (a receiver on the same network, a test's
// receiver on 127.0.0.1): OUTBOUND_ALLOW_HOSTS and OUTBOUND_ALLOW_PRIVATE of the shared config.
import type { BaseConfig } from '../config';

export interface OutboundPolicy {
  /** Hosts (any port) or host:port pairs, lower-cased; IPv6 in brackets ("[::1]:8080"). */
  allowHosts: readonly string[];
  /** true: private and local addresses are allowed everywhere (a closed network). */
  allowPrivate: boolean;
  /** Longest a request may wait for its answer's headers, in ms. */
  timeoutMs: number;
}

export function outboundPolicyFromConfig(
  config: Pick<BaseConfig, 'OUTBOUND_ALLOW_HOSTS' | 'OUTBOUND_ALLOW_PRIVATE'>,
): OutboundPolicy {
  return {
    allowHosts: config.OUTBOUND_ALLOW_HOSTS,
    allowPrivate: config.OUTBOUND_ALLOW_PRIVATE,
    timeoutMs: 10_000,
  };
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Whether the policy lists the URL's host, alone or with the URL's port. */
export function isAllowedHost(url: URL, policy: OutboundPolicy): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port || DEFAULT_PORTS[url.protocol];
  return policy.allowHosts.some((entry) => entry === host || entry === `${host}:${port}`);
}
