/**
 * What the backend will read from a spreadsheet (ContactListService/ImportContacts of the reference): the first
 * sheet as `sheet_to_json(header: 0)` objects keyed by the first row, name from `nome`/`Nome`, number from
 * `numero`/`número`/`Numero`/`Número` with every non-digit removed, email from `email`/`e-mail`/`Email`/`E-mail`.
 * Pure, so the worker and the tests share it. The preview tells before anything is sent.
 */
export const NAME_COLUMNS = ['nome', 'Nome'] as const;
export const NUMBER_COLUMNS = ['numero', 'número', 'Numero', 'Número'] as const;
export const EMAIL_COLUMNS = ['email', 'e-mail', 'Email', 'E-mail'] as const;

/** How many rows the confirmation shows. */
export const PREVIEW_ROWS = 5;
/** How many rows without a number it names (the rest are counted). */
export const MISSING_NAMED = 10;

export interface SheetRow {
  /** The row's number in the sheet (1 is the header). */
  row: number;
  name: string;
  number: string;
  email: string;
}

export type SheetReading =
  | {
      ok: true;
      /** Contact rows (non-blank rows below the header). */
      rows: number;
      preview: SheetRow[];
      /** Sheet rows whose number is empty once its non-digits are removed (the first MISSING_NAMED). */
      missingNumber: number[];
      missingCount: number;
    }
  | { ok: false; reason: 'malformed' | 'empty' | 'noColumns' };

/** `row[a] || row[b] || …` as the backend reads it: the first truthy value of the columns present. */
function pick(record: Record<string, unknown>, columns: readonly string[]): unknown {
  if (!columns.some((c) => Object.hasOwn(record, c))) return undefined;
  for (const c of columns) {
    const value = record[c];
    if (value) return value;
  }
  return record[columns.find((c) => Object.hasOwn(record, c)) ?? ''];
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** One record as the backend makes it an item. */
export function toSheetRow(record: Record<string, unknown>, row: number): SheetRow {
  const number = pick(record, NUMBER_COLUMNS);
  return {
    row,
    name: text(pick(record, NAME_COLUMNS)),
    number: number === undefined ? '' : text(number).replace(/\D/g, ''),
    email: text(pick(record, EMAIL_COLUMNS)),
  };
}

/**
 * The summary of a sheet's records (`rowOf` gives a record's sheet row). Refused when no record is left, or when the
 * header names neither a name nor a number column (the backend would store empty contacts).
 */
export function summarize(
  records: readonly Record<string, unknown>[],
  headers: readonly string[],
  rowOf: (record: Record<string, unknown>, index: number) => number,
): SheetReading {
  const known = [...NAME_COLUMNS, ...NUMBER_COLUMNS];
  if (!headers.some((h) => known.some((k) => k === h))) return { ok: false, reason: 'noColumns' };
  if (records.length === 0) return { ok: false, reason: 'empty' };
  const preview: SheetRow[] = [];
  const missingNumber: number[] = [];
  let missingCount = 0;
  records.forEach((record, index) => {
    const row = toSheetRow(record, rowOf(record, index));
    if (preview.length < PREVIEW_ROWS) preview.push(row);
    if (row.number === '') {
      missingCount += 1;
      if (missingNumber.length < MISSING_NAMED) missingNumber.push(row.row);
    }
  });
  return { ok: true, rows: records.length, preview, missingNumber, missingCount };
}

/** A workbook container the library reads: a ZIP (.xlsx, and .xls saved as one) or a compound file (.xls). */
export function looksLikeWorkbook(bytes: Uint8Array): boolean {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const cfb = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  return zip || cfb;
}

/** The example spreadsheet's rows (the reference's planilha.xlsx: nome, numero, e-mail). */
export const EXAMPLE_ROWS: readonly (readonly (string | number)[])[] = [
  ['nome', 'numero', 'e-mail'],
  ['Contato 6', 5585888889999, 'contato6@test.tom.br'],
  ['Contato 12', 5585888889991, ''],
];
