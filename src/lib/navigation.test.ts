import { describe, expect, it } from 'vitest';
import { drawerItems, drawerPaths, isActivePath } from './navigation.ts';

const everyone = [
  '/tickets',
  '/kanban',
  '/quick-messages',
  '/contacts',
  '/schedules',
  '/tags',
  '/chats',
  '/helps',
];
const adminTail = ['/connections', '/queues', '/users', '/messages-api', '/financeiro', '/settings'];

describe('drawerItems (S1 §2.4)', () => {
  it('a user sees the common items only, no dashboard', () => {
    const items = drawerItems({ profile: 'user', isSuper: false, campaignsEnabled: 'true' });
    expect(drawerPaths(items)).toEqual(everyone);
  });

  it('an admin sees dashboard and the admin items, no announcements without super', () => {
    const items = drawerItems({ profile: 'admin', isSuper: false });
    expect(drawerPaths(items)).toEqual(['/', ...everyone, ...adminTail]);
  });

  it('a super admin also sees announcements', () => {
    const items = drawerItems({ profile: 'admin', isSuper: true });
    expect(drawerPaths(items)).toEqual(['/', ...everyone, '/announcements', ...adminTail]);
  });

  it('super flag alone does not show admin items to a user', () => {
    expect(drawerPaths(drawerItems({ profile: 'user', isSuper: true }))).toEqual(everyone);
  });

  it("campaigns group only when campaignsEnabled is exactly 'true'", () => {
    const on = drawerItems({ profile: 'admin', isSuper: false, campaignsEnabled: 'true' });
    const group = on.find((i) => i.kind === 'group');
    expect(group?.kind === 'group' && group.children.map((c) => c.path)).toEqual([
      '/campaigns',
      '/contact-lists',
      '/campaigns-config',
    ]);
    expect(drawerPaths(on)).toEqual([
      '/',
      ...everyone,
      '/campaigns',
      '/contact-lists',
      '/campaigns-config',
      ...adminTail,
    ]);
    for (const value of ['false', 'TRUE', '', null, undefined]) {
      const off = drawerItems({ profile: 'admin', isSuper: false, campaignsEnabled: value });
      expect(off.some((i) => i.kind === 'group')).toBe(false);
    }
  });

  it('kanban is labelled BETA, connections and chats carry indicators', () => {
    const items = drawerItems({ profile: 'admin', isSuper: false });
    const byPath = new Map(items.flatMap((i) => (i.kind === 'link' ? [[i.path, i] as const] : [])));
    expect(byPath.get('/kanban')?.tag).toBe('beta');
    expect(byPath.get('/connections')?.tag).toBe('connections');
    expect(byPath.get('/chats')?.tag).toBe('chats');
    expect(byPath.get('/connections')?.admin).toBe(true);
  });

  it('active path matching', () => {
    expect(isActivePath('/tickets', '/tickets/abc')).toBe(true);
    expect(isActivePath('/', '/tickets')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/tags', '/tagsx')).toBe(false);
  });
});
