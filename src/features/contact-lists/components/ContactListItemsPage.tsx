import { ArrowLeftIcon, ArrowUpTrayIcon } from '@heroicons/react/20/solid';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ContactListItem } from '../../../api/schemas/s2.ts';
import { Button } from '../../../ui/Button.tsx';
import { EntityPage } from '../../../ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../ui/entity/entity-view.ts';
import { contactListItemsView } from '../contact-lists.view.tsx';
import { ACCEPT } from '../import/spreadsheet.ts';
import type { ContactListItemFormValues } from './contact-list-item-form.ts';
import { ImportDialog, type ImportDialogProps } from './ImportDialog.tsx';

export type ContactListItemsPageProps = Omit<
  EntityPageProps<ContactListItem, ContactListItemFormValues>,
  'view' | 'extra'
> & {
  /** The list's name (the title); null while it loads; `titleFailed` when it could not be read. */
  listName: string | null;
  titleFailed: boolean;
  onRetryTitle: () => void;
  /** A file chosen for import. */
  onChooseFile: (file: File) => void;
  importDialog: Omit<ImportDialogProps, 'onChooseAgain'>;
};

/**
 * S2 §2 Contacts of a list (/contact-lists/{id}/contacts): the one entity screen titled by the list's name, with
 * the way back and the spreadsheet import in its header.
 */
export function ContactListItemsPage(props: ContactListItemsPageProps) {
  const { t } = useTranslation();
  const { listName, titleFailed, onRetryTitle, onChooseFile, importDialog, ...page } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseFile = () => {
    const input = fileInput.current;
    if (!input) return;
    // The same file chosen again must fire a change.
    input.value = '';
    input.click();
  };
  return (
    <EntityPage
      {...page}
      view={contactListItemsView}
      extra={undefined}
      title={listName ?? (titleFailed ? t('contactLists:items.title') : '…')}
      tableLabel={
        listName ? `${t('contactLists:items.table.label')} ${listName}` : t('contactLists:items.table.label')
      }
      actions={
        <>
          <Link
            href="/contact-lists"
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface px-4 text-sm font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            {t('contactLists:items.back')}
          </Link>
          <Button variant="secondary" onClick={chooseFile}>
            <ArrowUpTrayIcon aria-hidden="true" className="size-4" />
            {t('contactLists:items.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            className="hidden"
            aria-label={t('contactLists:import.chooseFile')}
            data-testid="contact-list-import-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChooseFile(file);
            }}
          />
        </>
      }
      before={
        titleFailed && (
          <p
            role="alert"
            className="flex items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {t('contactLists:items.listFailed')}
            <Button size="sm" variant="secondary" onClick={onRetryTitle}>
              {t('common:error.retry')}
            </Button>
          </p>
        )
      }
      dialogs={<ImportDialog {...importDialog} onChooseAgain={chooseFile} />}
    />
  );
}
