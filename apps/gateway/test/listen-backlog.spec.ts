// The gateway listens with LISTEN_BACKLOG, not Node's 511: a gateway taking over the sockets of one
// that was killed gets them all within a second (tools/bench/ws/cluster.mjs), and with 511 the
// kernel dropped most of them and the clients' retried SYNs took up to a minute to get in.
import { execFileSync } from 'node:child_process';
import { useTestStack, withConfig } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';

describe('the gateway listen backlog', () => {
  const stack = useTestStack({ gateway: withConfig(createGateway, { LISTEN_BACKLOG: 3000 }) });

  it('queues LISTEN_BACKLOG connections before they are accepted', () => {
    const port = new URL(stack.urls.gateway).port;
    // A listening socket's Send-Q (third column) is its backlog.
    const line = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim();
    expect(line.split(/\s+/)[2]).toBe('3000');
  });
});
