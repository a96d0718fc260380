// The internal routes are built from ids that come from requests: each must stay one path segment
// under /internal (never a way to another route), and no two routes or queues may share a name.
import { INTERNAL } from './internal-api';
import { QUEUES } from './messaging';

const HOSTILE = '../admin/x?y=1#z';

/** Every route, with hostile text for each argument. */
const routes = Object.entries(INTERNAL).map(([name, route]) => {
  const path =
    typeof route === 'string' ? route : (route as (...a: string[]) => string)(HOSTILE, HOSTILE, HOSTILE);
  return { name, path };
});

describe('INTERNAL', () => {
  it('keeps every route under /internal/', () => {
    for (const { name, path } of routes) expect(`${name} ${path}`).toMatch(new RegExp(`^${name} /internal/`));
  });

  it('encodes an id so that it cannot leave its path segment or add a query', () => {
    const withIds = routes.filter(
      ({ name }) => typeof INTERNAL[name as keyof typeof INTERNAL] === 'function',
    );
    expect(withIds.length).toBeGreaterThan(10);
    for (const { path } of withIds) {
      const [pathname] = path.split('?');
      expect(pathname).not.toContain('../');
      expect(pathname).not.toContain('#');
      expect(pathname).toContain(encodeURIComponent(HOSTILE));
    }
  });

  it('gives each route its own path', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('QUEUES', () => {
  it('names each queue once', () => {
    const names = Object.values(QUEUES);
    expect(new Set(names).size).toBe(names.length);
  });
});
