import { ExclamationTriangleIcon, XCircleIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { ImportState } from '../import/import-flow.ts';
import { MAX_FILE_BYTES } from '../import/spreadsheet.ts';

export interface ImportDialogProps {
  state: ImportState;
  onConfirm: () => void;
  onCancel: () => void;
  /** Opens the file chooser again. */
  onChooseAgain: () => void;
  onExample: () => void;
  /** The example is being made. */
  exampleBusy?: boolean;
}

/** Bytes as a person reads them (kB, MB), in the interface's language. */
export function fileSize(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: mb ? 1 : 0 }).format(value);
  return `${number} ${mb ? 'MB' : 'kB'}`;
}

/**
 * S2 §2 'Import: … then a confirmation that links to the example spreadsheet; confirming uploads the file', with the
 * file read first: its row count and first rows, the rows without a number, or why it cannot be imported.
 */
export function ImportDialog({
  state,
  onConfirm,
  onCancel,
  onChooseAgain,
  onExample,
  exampleBusy,
}: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const open = state.step !== 'idle';
  const sending = state.step === 'sending';
  const file = state.step === 'idle' ? null : state.file;
  const exampleLink = (
    <button
      type="button"
      onClick={onExample}
      disabled={exampleBusy}
      className="font-semibold text-ink underline decoration-primary decoration-2 underline-offset-2 hover:text-primary disabled:opacity-60"
    >
      {t('contactLists:import.exampleLink')}
    </button>
  );
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!sending) onCancel();
      }}
      size="lg"
      title={t('contactLists:import.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            {t('common:cancel')}
          </Button>
          {state.step === 'refused' ? (
            <Button onClick={onChooseAgain}>{t('contactLists:import.chooseAgain')}</Button>
          ) : (
            <Button onClick={onConfirm} loading={sending} disabled={state.step === 'reading'}>
              {t('contactLists:import.confirm')}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm text-ink">
        <p>
          {t('contactLists:import.message')}
          {exampleLink}
        </p>
        {file && (
          <p className="font-medium break-all">
            {t('contactLists:import.file', { name: file.name, size: fileSize(file.size, i18n.language) })}
          </p>
        )}
        {state.step === 'reading' && (
          <p role="status" className="flex items-center gap-2 text-ink-muted">
            <Spinner size="sm" />
            {t('contactLists:import.reading')}
          </p>
        )}
        {state.step === 'refused' && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <XCircleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{t('contactLists:import.errors.title')}</p>
              <p>
                {t(`contactLists:import.errors.${state.reason}`, {
                  name: state.file.name,
                  size: fileSize(state.file.size, i18n.language),
                  limit: fileSize(MAX_FILE_BYTES, i18n.language),
                })}
              </p>
            </div>
          </div>
        )}
        {(state.step === 'confirm' || state.step === 'sending') && <Preview reading={state.reading} />}
      </div>
    </Dialog>
  );
}

function Preview({ reading }: { reading: Extract<ImportState, { step: 'confirm' }>['reading'] }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  const more = reading.rows - reading.preview.length;
  const named = reading.missingNumber.join(', ');
  const unnamed = reading.missingCount - reading.missingNumber.length;
  return (
    <>
      <p role="status" className="font-semibold">
        {t('contactLists:import.rows', { count: reading.rows, formatted: format.format(reading.rows) })}
      </p>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('contactLists:import.previewTable')}</caption>
          <thead className="bg-surface-muted text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('contactLists:import.row')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('contactLists:items.table.name')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('contactLists:items.table.number')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('contactLists:items.table.email')}
              </th>
            </tr>
          </thead>
          <tbody>
            {reading.preview.map((row) => (
              <tr key={row.row} className="border-t border-line">
                <td className="px-3 py-1.5 tabular-nums text-ink-muted">{row.row}</td>
                <td className="px-3 py-1.5">{row.name || '—'}</td>
                <td className="px-3 py-1.5 tabular-nums">{row.number || '—'}</td>
                <td className="px-3 py-1.5 break-all">{row.email || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p className="text-ink-muted">{t('contactLists:import.more', { count: more })}</p>}
      {reading.missingCount > 0 && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <ExclamationTriangleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {t('contactLists:import.missingNumber', {
            count: reading.missingCount,
            rows: unnamed > 0 ? t('contactLists:import.missingMore', { rows: named, count: unnamed }) : named,
          })}
        </p>
      )}
    </>
  );
}
