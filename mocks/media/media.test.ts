import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MessagesPageSchema, TicketsPageSchema } from '../../src/api/schemas/index.ts';
import { sampleMedia } from '../seed/media.ts';
import { BASE, call, login, startHarness, type Harness } from '../test-utils.ts';
import { crc32 } from './encode.ts';
import { staticPublicFile } from './public-files.ts';
import { publicUrl } from './public-url.ts';

async function fetchBytes(url: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

const text = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

describe('sandbox media', () => {
  let h: Harness;
  let admin: string;
  beforeEach(async () => {
    h = startHarness();
    admin = (await login('admin@admin.com')).token;
  });
  afterEach(() => h.close());

  it('gives a served sample for every media type with a file, and null for a type it does not know', async () => {
    for (const [type, contentType] of [
      ['image', 'image/png'],
      ['audio', 'audio/wav'],
      ['video', 'video/webm'],
      ['application', 'application/pdf'],
      ['document', 'application/pdf'],
    ] as const) {
      const sample = sampleMedia(type);
      expect(sample?.mediaUrl, type).toBeTruthy();
      const url = publicUrl(sample?.mediaUrl ?? null);
      expect(url, type).toMatch(/^http:\/\/sandbox\.test\/api\/public\//);
      const got = await fetchBytes(url ?? '');
      expect(got.status, type).toBe(200);
      expect(got.type, type).toBe(contentType);
      expect(got.bytes.length, type).toBeGreaterThan(100);
    }
    for (const type of ['vcard', 'locationMessage', 'call_log']) {
      const sample = sampleMedia(type);
      expect(sample?.mediaUrl, type).toBe('');
      expect(sample?.body, type).toBeTruthy();
    }
    expect(sampleMedia('locationMessage')?.body.split('|')).toHaveLength(3);
    expect(sampleMedia('sticker')).toBeNull();
    expect(sampleMedia('conversation')).toBeNull();
  });

  it('serves real files: a PNG with valid chunks, a PCM WAV, a PDF whose xref points at its objects', () => {
    const png = staticPublicFile(sampleMedia('image')?.mediaUrl ?? '')?.bytes ?? new Uint8Array();
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Every chunk's CRC covers its type and data: a decoder rejects the file otherwise.
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    const types: string[] = [];
    for (let at = 8; at < png.length;) {
      const len = view.getUint32(at);
      types.push(text(png, at + 4, at + 8));
      expect(view.getUint32(at + 8 + len)).toBe(crc32(png.subarray(at + 4, at + 8 + len)));
      at += 12 + len;
    }
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);

    const wav = staticPublicFile(sampleMedia('audio')?.mediaUrl ?? '')?.bytes ?? new Uint8Array();
    const w = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
    expect(text(wav, 0, 4) + text(wav, 8, 12)).toBe('RIFFWAVE');
    expect(w.getUint32(4, true)).toBe(wav.length - 8);
    expect(w.getUint32(40, true)).toBe(wav.length - 44);
    expect(wav.subarray(44).some((b) => b !== 0)).toBe(true);

    const pdf = staticPublicFile(sampleMedia('application')?.mediaUrl ?? '')?.bytes ?? new Uint8Array();
    const doc = text(pdf, 0, pdf.length);
    expect(doc.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(doc)?.[1]);
    expect(doc.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...doc.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => expect(doc.slice(o, o + 7)).toBe(`${i + 1} 0 obj`));
  });

  it('answers 404 for a file that is not there, without authentication for one that is', async () => {
    expect((await fetchBytes(`${BASE}/public/nada.png`)).status).toBe(404);
    expect((await fetchBytes(`${BASE}/public/${sampleMedia('audio')?.mediaUrl ?? ''}`)).status).toBe(200);
  });

  it('seeds every media type with an absolute mediaUrl that the sandbox serves', async () => {
    const tickets = v.parse(
      TicketsPageSchema,
      (await call('GET', '/tickets?status=open&showAll=true&queueIds=[1,2,3]', { token: admin })).body,
    ).tickets;
    const all = [];
    for (const t of tickets) {
      for (let p = 1; p <= 3; p++) {
        const page = v.parse(
          MessagesPageSchema,
          (await call('GET', `/messages/${t.id}?pageNumber=${p}`, { token: admin })).body,
        );
        all.push(...page.messages);
        if (!page.hasMore) break;
      }
    }
    for (const type of ['image', 'audio', 'video', 'application']) {
      const m = all.find((x) => x.mediaType === type);
      expect(m?.mediaUrl, type).toMatch(/^http:\/\/sandbox\.test\/api\/public\/.+/);
      expect((await fetchBytes(m?.mediaUrl ?? '')).status, type).toBe(200);
    }
    for (const type of ['vcard', 'locationMessage', 'call_log', 'conversation', 'pollCreationMessage'])
      expect(all.find((x) => x.mediaType === type)?.mediaUrl, type).toBeNull();
  });

  it('stores an upload and serves its bytes back at its mediaUrl', async () => {
    const t = v.parse(
      TicketsPageSchema,
      (await call('GET', '/tickets?status=open&queueIds=[1,2,3]', { token: admin })).body,
    ).tickets[0];
    const bytes = new Uint8Array([1, 2, 3, 250, 251, 252]);
    const form = new FormData();
    form.append('medias', new File([bytes], 'relatório final.pdf', { type: 'application/pdf' }));
    expect((await call('POST', `/messages/${t?.id ?? 0}`, { token: admin, form })).status).toBe(200);
    const page = v.parse(
      MessagesPageSchema,
      (await call('GET', `/messages/${t?.id ?? 0}`, { token: admin })).body,
    );
    const sent = page.messages.at(-1);
    expect(sent).toMatchObject({ mediaType: 'application', body: 'relatório final.pdf', fromMe: true });
    const got = await fetchBytes(sent?.mediaUrl ?? '');
    expect(got).toEqual({ status: 200, type: 'application/pdf', bytes });
  });
});
