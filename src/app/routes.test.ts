import { describe, expect, it } from 'vitest';
import { privateScreens } from './private-screens.ts';
import { activeRoutes, ROUTES } from './routes.ts';

const storage = (entries: Record<string, string>) => ({ getItem: (k: string) => entries[k] ?? null });
const paths = (s: Record<string, string>) => activeRoutes(storage(s)).map((r) => r.path);

describe('route table (S1 §2.1, S3 §2.1)', () => {
  it('registers the campaign routes only when the cshow flag exists', () => {
    const cshow = [
      '/contact-lists',
      '/contact-lists/:contactListId/contacts',
      '/campaigns',
      '/campaign/:campaignId/report',
      '/campaigns-config',
    ];
    for (const p of cshow) expect(paths({})).not.toContain(p);
    for (const p of cshow) expect(paths({ cshow: 'null' })).toContain(p);
  });

  it('has the public-only and private routes of the spec', () => {
    expect(ROUTES.filter((r) => r.access === 'public-only').map((r) => r.path)).toEqual([
      '/login',
      '/signup',
      '/create-company',
    ]);
    const priv = paths({}).filter((p) => !['/login', '/signup', '/create-company'].includes(p));
    expect(priv).toEqual([
      '/',
      '/tickets/:ticketId?',
      '/kanban',
      '/connections',
      '/quick-messages',
      '/schedules',
      '/tags',
      '/contacts',
      '/helps',
      '/users',
      '/messages-api',
      '/settings',
      '/financeiro',
      '/queues',
      '/announcements',
      '/subscription',
      '/chats/:id?',
    ]);
  });

  it('every screen of the private table belongs to a private route (a misspelt name would show the placeholder)', () => {
    const names = new Set(ROUTES.filter((r) => r.access === 'private').map((r) => r.name));
    for (const name of Object.keys(privateScreens)) expect(names).toContain(name);
    expect(Object.keys(privateScreens)).toContain('dashboard');
  });
});
