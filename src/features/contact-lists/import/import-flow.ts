import { useCallback, useRef, useState } from 'react';
import type { SheetReading } from './sheet-rows.ts';
import { checkFile, type FileRefusal } from './spreadsheet.ts';

/**
 * The import of a spreadsheet (S2 §2, §4 'choose file, confirm, upload'), with what the spec leaves open: the file is
 * checked (type, size) and read in the browser first, and the confirmation shows its rows; a file that cannot be
 * imported is refused there, before anything is sent.
 */
export type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; file: File }
  | { step: 'confirm'; file: File; reading: Extract<SheetReading, { ok: true }> }
  | { step: 'sending'; file: File; reading: Extract<SheetReading, { ok: true }> }
  | {
      step: 'refused';
      file: File;
      reason: FileRefusal | Extract<SheetReading, { ok: false }>['reason'] | 'unreadable';
    };

export interface ImportFlowDeps {
  read: (file: File) => Promise<SheetReading>;
  upload: (file: File) => Promise<void>;
  onSent: () => void;
  onFailed: (error: unknown) => void;
}

export function useImportFlow(deps: ImportFlowDeps) {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  // The file being handled: an answer about another (chosen since, or cancelled) is dropped.
  const current = useRef<File | null>(null);
  const depsRef = useRef(deps);
  depsRef.current = deps;

  const choose = useCallback((file: File) => {
    current.current = file;
    const refusal = checkFile(file);
    if (refusal !== null) {
      setState({ step: 'refused', file, reason: refusal });
      return;
    }
    setState({ step: 'reading', file });
    depsRef.current.read(file).then(
      (reading) => {
        if (current.current !== file) return;
        setState(
          reading.ok ? { step: 'confirm', file, reading } : { step: 'refused', file, reason: reading.reason },
        );
      },
      () => {
        if (current.current === file) setState({ step: 'refused', file, reason: 'unreadable' });
      },
    );
  }, []);

  const confirm = useCallback(() => {
    setState((s) => {
      if (s.step !== 'confirm') return s;
      const { file, reading } = s;
      depsRef.current.upload(file).then(
        () => {
          if (current.current !== file) return;
          current.current = null;
          setState({ step: 'idle' });
          depsRef.current.onSent();
        },
        (error: unknown) => {
          if (current.current !== file) return;
          // What was chosen stays: the user can send it again or cancel.
          setState({ step: 'confirm', file, reading });
          depsRef.current.onFailed(error);
        },
      );
      return { step: 'sending', file, reading };
    });
  }, []);

  const cancel = useCallback(() => {
    current.current = null;
    setState({ step: 'idle' });
  }, []);

  return { state, choose, confirm, cancel };
}
