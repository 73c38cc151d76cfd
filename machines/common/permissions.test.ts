import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS } from './permissions.ts';

describe('permissions (S1 §6, S3 §6)', () => {
  it('admin holds every static permission', () => {
    for (const p of PERMISSIONS) expect(can('admin', p)).toBe(true);
    expect(PERMISSIONS).toHaveLength(10);
  });
  it('a user holds none', () => {
    for (const p of PERMISSIONS) expect(can('user', p)).toBe(false);
  });
  it('no profile holds none', () => {
    expect(can(undefined, 'dashboard:view')).toBe(false);
    expect(can(null, 'ticket-options:deleteTicket')).toBe(false);
  });
});
