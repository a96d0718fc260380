// A stand-in for a value a suite's beforeAll/beforeEach gives later: the spec declares
// `const stack = useTestStack(…)` once, and every read goes to the value of the running test.
export interface LateBound<T extends object> {
  value: T;
  set(next: T | undefined): void;
}

/** The stand-in and its setter; reading it before it is set says which hook was missing. */
export function lateBound<T extends object>(what: string): LateBound<T> {
  let current: T | undefined;
  const target = (): T => {
    if (!current) throw new Error(`${what} is read before its beforeAll/beforeEach gave it`);
    return current;
  };
  const value = new Proxy({} as T, {
    get(_, key) {
      const found = Reflect.get(target(), key);
      return typeof found === 'function' ? found.bind(current) : found;
    },
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  return { value, set: (next) => (current = next) };
}
