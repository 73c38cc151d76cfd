/**
 * A value made on its first use and kept after: for what must stay off the paths that never use it (react-query
 * on /login).
 */
export class Lazy<T> {
  private value: T | undefined;

  get(create: () => T): T {
    this.value ??= create();
    return this.value;
  }

  /** The value if it was made, without making it. */
  peek(): T | undefined {
    return this.value;
  }
}

/**
 * A module that can be fetched ahead (while the login form idles, src/app/prefetch.ts) and then rendered by
 * React.lazy without suspending: once the module is in, the thenable handed to lazy calls back at once, so React
 * takes it in the same render. With a plain `import()`, React suspends on the (already settled) promise anyway and
 * holds the fallback for its reveal throttle (~300 ms): the first rows after sign-in painted ~150 ms after their data.
 */
export function preloadable<M>(load: () => Promise<M>) {
  let loaded: { module: M } | undefined;
  let loading: Promise<M> | undefined;
  const start = (): Promise<M> =>
    (loading ??= load().then((module) => {
      loaded = { module };
      return module;
    }));
  const forLazy = <D>(pick: (module: M) => { default: D }): Promise<{ default: D }> => {
    if (loaded === undefined) return start().then(pick);
    const value = pick(loaded.module);
    // A settled promise whose `then` calls back in the same turn: React.lazy reads the module at once.
    const settled = Promise.resolve(value);
    const now = <A = { default: D }, B = never>(
      resolve?: ((v: { default: D }) => A | PromiseLike<A>) | null,
      reject?: ((reason: unknown) => B | PromiseLike<B>) | null,
    ): Promise<A | B> => {
      try {
        return Promise.resolve(resolve ? resolve(value) : (value as A));
      } catch (error) {
        return reject
          ? Promise.resolve(reject(error))
          : Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    return Object.assign(settled, { then: now });
  };
  /** The module if it is in, without waiting: what must run in the caller's own task uses it at once. */
  const peek = (): M | undefined => loaded?.module;
  return { start, forLazy, peek };
}
