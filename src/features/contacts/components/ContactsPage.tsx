import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../api/schemas/contact.schema.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EntityPage } from '../../../ui/entity/EntityPage.tsx';
import type { EntityPageProps } from '../../../ui/entity/entity-view.ts';
import { contactsView, type ContactsExtra } from '../contacts.view.tsx';
import type { ContactFormValues } from './ContactDialog.tsx';

export type ContactsPageProps = Omit<EntityPageProps<Contact, ContactFormValues, ContactsExtra>, 'view'> & {
  /** 'Importar contatos' (from the phone): asked first, then busy while it runs. */
  importing: { open: boolean; busy: boolean };
  onImport: () => void;
  onConfirmImport: () => void;
  onCancelImport: () => void;
  /** The new-ticket dialog of 'start ticket', when open. */
  startTicket?: ReactNode;
};

/** S2 §2 Contacts page (/contacts): the one entity screen with the import from the phone in its header. */
export function ContactsPage({
  importing,
  onImport,
  onConfirmImport,
  onCancelImport,
  startTicket,
  ...page
}: ContactsPageProps) {
  const { t } = useTranslation();
  return (
    <EntityPage
      {...page}
      view={contactsView}
      actions={
        <Button variant="secondary" onClick={onImport}>
          <ArrowDownTrayIcon aria-hidden="true" className="size-4" />
          {t('contacts:page.import')}
        </Button>
      }
      dialogs={
        <>
          <ConfirmDialog
            open={importing.open}
            busy={importing.busy}
            title={t('contacts:page.importTitle')}
            message={t('contacts:page.importMessage')}
            confirmLabel={t('contacts:page.importConfirm')}
            onConfirm={onConfirmImport}
            onCancel={onCancelImport}
          />
          {startTicket}
        </>
      }
    />
  );
}
