import { describe, expect, it, vi } from 'vitest';
import { SessionScope, SessionScopes } from './session-scope.ts';

const stoppable = (log: string[], name: string) => ({ stop: vi.fn(() => log.push(name)) });

describe('SessionScope', () => {
  it('creates what it owns on the first ask and hands the same one after', () => {
    const scope = new SessionScope(1, 1);
    const create = vi.fn(() => ({ stop: () => undefined }));
    const first = scope.own('workspace', create);
    expect(scope.own('workspace', create)).toBe(first);
    expect(create).toHaveBeenCalledOnce();
  });

  it('stops everything it owns, newest first, once; a stopped scope refuses new asks', () => {
    const log: string[] = [];
    const scope = new SessionScope(1, 1);
    scope.own('a', () => stoppable(log, 'a'));
    scope.own('b', () => stoppable(log, 'b'));
    scope.stop();
    scope.stop();
    expect(log).toEqual(['b', 'a']);
    expect(() => scope.own('c', () => stoppable(log, 'c'))).toThrow(/stopped/);
  });
});

describe('SessionScopes', () => {
  it('one scope per signed-in user: kept while the user stays, stopped on sign-out and on another user', () => {
    const log: string[] = [];
    const scopes = new SessionScopes();
    expect(scopes.scope()).toBeNull();
    scopes.sync({ id: 1, companyId: 1 });
    const first = scopes.scope();
    first?.own('list', () => stoppable(log, 'list of 1'));
    scopes.sync({ id: 1, companyId: 1 });
    expect(scopes.scope()).toBe(first);
    scopes.sync({ id: 2, companyId: 1 });
    expect(log).toEqual(['list of 1']);
    expect(scopes.scope()?.userId).toBe(2);
    scopes.scope()?.own('list', () => stoppable(log, 'list of 2'));
    scopes.sync(null);
    expect(log).toEqual(['list of 1', 'list of 2']);
    expect(scopes.scope()).toBeNull();
  });
});
