/**
 * One session scope (ARCHITECTURE: src/session): created when a user is signed in, stopped when that session ends or
 * another user signs in. It owns every long-lived actor of the session (the workspace, notifications, connections,
 * each entity page), found by key; no screen creates an actor and none lives in a module-level map. Screens ask
 * `services.scope()` for the one of the user signed in now.
 */

/** What a scope can own: an actor, or anything else with a stop (a subscription's teardown). */
export interface Stoppable {
  stop(): void;
}

export class SessionScope {
  private readonly owned = new Map<string, Stoppable>();
  private stopped = false;

  constructor(
    readonly userId: number,
    readonly companyId: number,
  ) {}

  /**
   * The value owned under `key`, created by `create` on the first ask (so a screen's code stays off the paths that
   * never show it). Every later ask of the session gets the same one, whatever `create` it passes.
   */
  own<T extends Stoppable>(key: string, create: () => T): T {
    if (this.stopped) throw new Error(`SessionScope: '${key}' asked of a scope that was stopped`);
    const existing = this.owned.get(key);
    if (existing !== undefined) return existing as T;
    const created = create();
    this.owned.set(key, created);
    return created;
  }

  /** Whether something is owned under `key` (tests, and screens that only read what another one created). */
  has(key: string): boolean {
    return this.owned.has(key);
  }

  /** What is owned under `key`, or null: for a writer that hands something to an owner only if it runs. */
  existing<T extends Stoppable>(key: string): T | null {
    return (this.owned.get(key) as T | undefined) ?? null;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Stops everything owned, newest first (what was created later may depend on what came before). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const value of [...this.owned.values()].reverse()) value.stop();
    this.owned.clear();
  }
}

/** The user a scope is for, as the session machine knows it. */
export interface ScopeUser {
  id: number;
  companyId: number;
}

/**
 * Keeps the current scope: the same while the same user stays signed in, stopped and replaced when the user changes,
 * stopped when the session ends. `sync` is called with every session snapshot (services.ts).
 */
export class SessionScopes {
  private current: SessionScope | null = null;

  sync(user: ScopeUser | null): void {
    if (this.current !== null && (user === null || user.id !== this.current.userId)) {
      this.current.stop();
      this.current = null;
    }
    if (user !== null && this.current === null) this.current = new SessionScope(user.id, user.companyId);
  }

  /** The signed-in user's scope; null when nobody is signed in. */
  scope(): SessionScope | null {
    return this.current;
  }
}

/**
 * The scope of the user signed in now, for what only a signed-in screen asks (the route guard renders those only
 * while signed in, and the scope is synced before React hears of the session's change).
 */
export function signedInScope(services: { scope(): SessionScope | null }): SessionScope {
  const scope = services.scope();
  if (scope === null) throw new Error('SessionScope: asked for while nobody is signed in');
  return scope;
}
