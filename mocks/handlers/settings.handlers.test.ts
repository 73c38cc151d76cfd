import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Socket } from 'socket.io-client';
import { CompanySchema, SettingListSchema } from '../../src/api/schemas/index.ts';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * The Settings screen's writes (S3 §2.8, §2.9) as the reference answers them: PUT /settings/:key (admins only, the
 * row found or created, the row answered, `company-{cid}-settings {action:'update', setting}` to the company's
 * mainchannel) and PUT /companies/:id/schedules (the company answered with its schedules; read back by GET).
 */
const Row = v.strictObject({
  id: v.number(),
  key: v.string(),
  value: v.string(),
  companyId: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});

describe('settings (S3 §2.8) as the reference backend answers', () => {
  let h: Harness;
  let admin: string;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    h = startHarness({ accessTokenTtlMs: 600_000 });
    admin = (await login('admin@admin.com')).token;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
    h.close();
  });

  it('PUT /settings/:key writes the value, answers the row, and GET /settings reads it back', async () => {
    const res = await call('PUT', '/settings/userRating', { token: admin, body: { value: 'enabled' } });
    expect(res.status).toBe(200);
    const row = v.parse(Row, res.body);
    expect(row).toMatchObject({ key: 'userRating', value: 'enabled', companyId: 1 });
    const list = v.parse(SettingListSchema, (await call('GET', '/settings', { token: admin })).body);
    expect(list.find((s) => s.key === 'userRating')?.value).toBe('enabled');
    expect(list.filter((s) => s.key === 'userRating')).toHaveLength(1);
  });

  it('a key the company has no row for is created', async () => {
    const res = await call('PUT', '/settings/jiradomain', { token: admin, body: { value: 'acme.example' } });
    expect(v.parse(Row, res.body)).toMatchObject({ key: 'jiradomain', value: 'acme.example' });
    const list = v.parse(SettingListSchema, (await call('GET', '/settings', { token: admin })).body);
    expect(list.find((s) => s.key === 'jiradomain')?.value).toBe('acme.example');
  });

  it('a user is refused with ERR_NO_PERMISSION (403) and nothing changes', async () => {
    const user = (await login('atendente@demo.com')).token;
    const res = await call('PUT', '/settings/userRating', { token: user, body: { value: 'enabled' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'ERR_NO_PERMISSION' });
    const list = v.parse(SettingListSchema, (await call('GET', '/settings', { token: admin })).body);
    expect(list.find((s) => s.key === 'userRating')?.value).toBe('disabled');
  });

  it('the write is announced on company-{cid}-settings to the company only', async () => {
    const listen = async (email: string) => {
      const { token } = await login(email);
      const s = connect(token);
      sockets.push(s);
      const frames: [string, unknown][] = [];
      let ready = false;
      s.onAny((event: string, payload: unknown) => {
        if (event === 'ready') ready = true;
        else if (event.endsWith('-settings')) frames.push([event, payload]);
      });
      await waitFor(() => ready);
      return frames;
    };
    const mine = await listen('atendente@demo.com');
    const stranger = await listen('admin@empresa2.com');
    await call('PUT', '/settings/call', { token: admin, body: { value: 'enabled' } });
    await waitFor(() => mine.length >= 1);
    expect(mine[0]?.[0]).toBe('company-1-settings');
    expect(mine[0]?.[1]).toMatchObject({ action: 'update', setting: { key: 'call', value: 'enabled' } });
    expect(stranger).toEqual([]);
  });

  it('PUT /companies/:id/schedules saves the week; GET /companies/:id reads it back; another company is 404', async () => {
    const schedules = [
      { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '09:00', endTime: '17:00' },
    ];
    const res = await call('PUT', '/companies/1/schedules', { token: admin, body: { schedules } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, schedules });
    v.parse(CompanySchema, res.body);
    expect((await call('GET', '/companies/1', { token: admin })).body).toMatchObject({ schedules });
    expect((await call('PUT', '/companies/2/schedules', { token: admin, body: { schedules } })).status).toBe(
      404,
    );
  });
});
