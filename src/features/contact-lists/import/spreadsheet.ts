import type { SheetReading } from './sheet-rows.ts';
import type { WorkerAnswer, WorkerRequest } from './spreadsheet.worker.ts';

/** S2 §9 'Import accepts .xls and .xlsx'. */
export const ACCEPT = '.xls,.xlsx';
/** The largest spreadsheet sent (the spec names none): 5 MB holds well over 50,000 contact rows. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** S2 §9 'example file planilha.xlsx'. */
export const EXAMPLE_FILE_NAME = 'planilha.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type FileRefusal = 'wrongType' | 'tooBig';

/** Refused before anything is read: another extension, or over the size limit. */
export function checkFile(file: Pick<File, 'name' | 'size'>): FileRefusal | null {
  if (!/\.(xls|xlsx)$/i.test(file.name)) return 'wrongType';
  if (file.size > MAX_FILE_BYTES) return 'tooBig';
  return null;
}

/**
 * One worker per job, ended with it: the library (a few hundred KB) loads only when a file is chosen or the
 * example asked for, and nothing stays running on the page afterwards.
 */
type Job = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

function runInWorker(request: Job, transfer: Transferable[] = []): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'spreadsheet worker failed'));
    };
    worker.postMessage({ ...request, id: 1 }, transfer);
  });
}

/** Reads a chosen spreadsheet in the worker: its row count, first rows, rows without a number, or what is wrong. */
export async function readSpreadsheet(file: Blob): Promise<SheetReading> {
  const buffer = await file.arrayBuffer();
  const answer = await runInWorker({ kind: 'read', buffer }, [buffer]);
  if (answer.kind !== 'read') throw new Error('spreadsheet worker: unexpected answer');
  return answer.reading;
}

/** The example spreadsheet (nome, numero, e-mail), made as a real .xlsx. */
export async function exampleSpreadsheet(): Promise<Blob> {
  const answer = await runInWorker({ kind: 'example' });
  if (answer.kind !== 'example') throw new Error('spreadsheet worker: unexpected answer');
  return new Blob([answer.buffer], { type: XLSX_TYPE });
}

/** Saves a blob under a file name (the browser's download). */
export function saveAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadExample(): Promise<void> {
  saveAs(await exampleSpreadsheet(), EXAMPLE_FILE_NAME);
}
