/// <reference lib="webworker" />
import { read, utils, write } from '@e965/xlsx';
import { EXAMPLE_ROWS, looksLikeWorkbook, summarize, type SheetReading } from './sheet-rows.ts';

/**
 * The spreadsheet library off the main thread: reading a 10,000-row workbook takes longer than a frame, and the
 * example is made here too, so the library is in one chunk only (this worker's), loaded when a file is chosen or the
 * example is asked for.
 */
export type WorkerRequest =
  { id: number; kind: 'read'; buffer: ArrayBuffer } | { id: number; kind: 'example' };
export type WorkerAnswer =
  { id: number; kind: 'read'; reading: SheetReading } | { id: number; kind: 'example'; buffer: ArrayBuffer };

function readSheet(buffer: ArrayBuffer): SheetReading {
  const bytes = new Uint8Array(buffer);
  if (!looksLikeWorkbook(bytes)) return { ok: false, reason: 'malformed' };
  let records: Record<string, unknown>[];
  let headers: string[];
  try {
    const book = read(bytes, { type: 'array', dense: true, cellHTML: false, cellFormula: false });
    const first = book.SheetNames[0];
    const sheet = first === undefined ? undefined : book.Sheets[first];
    if (sheet === undefined) return { ok: false, reason: 'malformed' };
    // The header row only (reading the whole sheet twice doubled the time of a 10,000-row file).
    const ref = utils.decode_range(sheet['!ref'] ?? 'A1');
    const firstRow = { s: { r: ref.s.r, c: ref.s.c }, e: { r: ref.s.r, c: ref.e.c } };
    const head = utils.sheet_to_json<unknown[]>(sheet, { header: 1, range: firstRow })[0] ?? [];
    headers = head.map((h) => (typeof h === 'string' || typeof h === 'number' ? String(h) : ''));
    records = utils.sheet_to_json<Record<string, unknown>>(sheet, { header: 0 });
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // SheetJS marks each record with its 0-based sheet row (`__rowNum__`, not enumerable).
  return summarize(records, headers, (record, index) => {
    const n: unknown = Reflect.get(record, '__rowNum__');
    return typeof n === 'number' ? n + 1 : index + 2;
  });
}

function example(): ArrayBuffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(EXAMPLE_ROWS.map((r) => [...r])), 'Contatos');
  const out: unknown = write(book, { type: 'array', bookType: 'xlsx', compression: true });
  if (out instanceof ArrayBuffer) return out;
  if (out instanceof Uint8Array) return out.slice().buffer;
  throw new Error('example: unexpected output');
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'read') {
    const answer: WorkerAnswer = { id: request.id, kind: 'read', reading: readSheet(request.buffer) };
    self.postMessage(answer);
  } else {
    const buffer = example();
    const answer: WorkerAnswer = { id: request.id, kind: 'example', buffer };
    self.postMessage(answer, [buffer]);
  }
};
