import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AuthResponseSchema } from '../src/api/schemas/index.ts';
import { startNodeSandbox, NODE_BASE_URL } from './node.ts';

describe('startNodeSandbox', () => {
  it('serves the sandbox on http://sandbox.test/api until closed', async () => {
    const { sandbox, close } = await startNodeSandbox({ now: () => Date.UTC(2026, 0, 1) });
    const res = await fetch(`${NODE_BASE_URL}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@admin.com', password: '123456' }),
    });
    expect(v.parse(AuthResponseSchema, await res.json()).user.email).toBe('admin@admin.com');
    expect(sandbox.control.requests()).toMatchObject([{ method: 'POST', path: '/auth/login', status: 200 }]);
    close();
  });
});
