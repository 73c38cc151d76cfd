import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { call, connect, login, startHarness, waitFor, type Harness } from '../test-utils.ts';

/**
 * Invoices and checkout (S3 §2.10, §2.11, §4.4) as the reference answers them: GET /invoices/all a plain array of
 * the company's invoices; POST /subscription the Pix charge (qrcode.qrcode, valor.original), 400 without price,
 * 404 for an invoice not the company's; the `pay` control emits company-{cid}-payment CONCLUIDA with the company
 * renewed and the invoice paid.
 */
describe('billing (S3 §2.10, §2.11, §4.4) as the reference backend answers', () => {
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

  it('GET /invoices/all answers the company’s invoices as a plain array, paid, overdue and open', async () => {
    const res = await call('GET', '/invoices/all', { token: admin });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const rows = res.body as { id: number; status: string; dueDate: string; companyId: number }[];
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'open', 'open']);
    expect(rows.every((r) => r.companyId === 1)).toBe(true);
    const stranger = (await login('admin@empresa2.com')).token;
    expect((await call('GET', '/invoices/all', { token: stranger })).body).toEqual([]);
  });

  it('POST /subscription answers the Pix charge; without a price 400; another company’s invoice 404', async () => {
    const payload = { price: 99.9, users: 10, connections: 3, invoiceId: 4, firstName: 'Ana' };
    const res = await call('POST', '/subscription', { token: admin, body: payload });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valor: { original: '99.90' }, qrcode: { qrcode: expect.any(String) } });
    const bad = await call('POST', '/subscription', { token: admin, body: { ...payload, price: '' } });
    expect([bad.status, bad.body]).toEqual([400, { error: 'Validation fails' }]);
    const stranger = (await login('admin@empresa2.com')).token;
    const other = await call('POST', '/subscription', { token: stranger, body: payload });
    expect([other.status, other.body]).toEqual([404, { error: 'Fatura não encontrada.' }]);
  });

  it('POST /subscription without an invoiceId (the trial checkout) refuses as the reference: 404 Fatura não encontrada.', async () => {
    const payload = { price: 99.9, users: 10, connections: 3, firstName: 'Ana' };
    for (const body of [payload, { ...payload, invoiceId: null }]) {
      const res = await call('POST', '/subscription', { token: admin, body });
      expect([res.status, res.body]).toEqual([404, { error: 'Fatura não encontrada.' }]);
    }
  });

  it('pay: the invoice is paid, the due date moves a month on, CONCLUIDA goes to the company only', async () => {
    const listen = async (email: string) => {
      const { token } = await login(email);
      const s = connect(token);
      sockets.push(s);
      const frames: [string, unknown][] = [];
      let ready = false;
      s.onAny((event: string, payload: unknown) => {
        if (event === 'ready') ready = true;
        else if (event.endsWith('-payment')) frames.push([event, payload]);
      });
      await waitFor(() => ready);
      return frames;
    };
    const mine = await listen('admin@admin.com');
    const stranger = await listen('admin@empresa2.com');
    const before = h.core.state.tables.companies.get(1)?.dueDate ?? '';
    const { dueDate } = h.sandbox.control.pay(4);
    const expected = new Date(Math.max(Date.parse(before), h.clock.now));
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(dueDate).toBe(expected.toISOString());
    await waitFor(() => mine.length >= 1);
    expect(mine[0]).toEqual(['company-1-payment', expect.objectContaining({ action: 'CONCLUIDA' })]);
    expect(mine[0]?.[1]).toMatchObject({ company: { id: 1, dueDate } });
    expect(stranger).toEqual([]);
    const rows = (await call('GET', '/invoices/all', { token: admin })).body as {
      id: number;
      status: string;
    }[];
    expect(rows.find((r) => r.id === 4)?.status).toBe('paid');
  });
});
