import passport from 'passport';
import { SessionStrategy } from './session.strategy';
import type { SessionVerifier } from './session-verifier';

type Registry = { _strategy(name: string): unknown };

describe('SessionStrategy', () => {
  it('registers each instance (one per app) under a name of its own, and leaves when its app stops', () => {
    const verifier = {} as SessionVerifier;
    const first = new SessionStrategy(verifier);
    const second = new SessionStrategy(verifier);
    const registry = passport as unknown as Registry;
    expect(first.name).not.toEqual(second.name);
    expect(registry._strategy(first.name)).toBe(first);
    expect(registry._strategy(second.name)).toBe(second);
    first.onModuleDestroy();
    second.onModuleDestroy();
    expect(registry._strategy(first.name)).toBeUndefined();
  });
});
