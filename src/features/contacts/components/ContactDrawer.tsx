import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { EnvelopeIcon, PencilSquareIcon, PhoneIcon, XMarkIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../api/schemas/contact.schema.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { Button } from '../../../ui/Button.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import { primaryText } from '../../../ui/tone.ts';
import { ExtraInfo } from './ExtraInfo.tsx';

export interface ContactDrawerProps {
  /** The contact as the live events left it (S1 §4.3: contact updates merge). */
  contact: Contact;
  open: boolean;
  onClose: () => void;
  onEdit: () => void;
  /**
   * 'aside': a 320 px column right of the messages (S1 §2.6), beside a conversation that stays usable;
   * 'sheet': a full-height overlay with a close button, where the conversation has no room for a column.
   */
  variant: 'aside' | 'sheet';
  /** The notes section (ContactNotes, bound to the ticket's notes). */
  notes: ReactNode;
}

/** WhatsApp numbers are stored in full international form, digits only: `tel:` gets them with a leading +. */
export function telHref(number: string): string {
  return `tel:+${number.replace(/\D/g, '')}`;
}

/** The contact drawer of S1 §2.6: photo, name, phone and email links, edit, notes, extra-info pairs. */
export function ContactDrawer({ contact, open, onClose, onEdit, variant, notes }: ContactDrawerProps) {
  if (variant === 'sheet')
    return (
      <HeadlessDialog open={open} onClose={onClose} className="relative z-40">
        <DialogBackdrop className="fixed inset-0 bg-black/40 motion-safe:animate-fade-in" />
        <div className="fixed inset-0 flex justify-end">
          <DialogPanel className="flex h-full w-full max-w-sm flex-col bg-surface text-ink shadow-2xl motion-safe:animate-slide-in-right">
            <DrawerContent contact={contact} onClose={onClose} onEdit={onEdit} notes={notes} sheet />
          </DialogPanel>
        </div>
      </HeadlessDialog>
    );
  return open ? <AsideDrawer contact={contact} onClose={onClose} onEdit={onEdit} notes={notes} /> : null;
}

function AsideDrawer({ contact, onClose, onEdit, notes }: Omit<ContactDrawerProps, 'open' | 'variant'>) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const closeNow = useRef(onClose);
  closeNow.current = onClose;
  useEffect(() => {
    // The opener (the header's contact button) gets the focus back, as a dialog would give it.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    // A native listener: a dialog opened from inside (the delete confirmation) is portalled out of the aside, so
    // its Escape is its own and never closes the drawer too.
    const aside = asideRef.current;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closeNow.current();
    };
    aside?.addEventListener('keydown', onKeyDown);
    return () => {
      aside?.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <DrawerContent
      contact={contact}
      onClose={onClose}
      onEdit={onEdit}
      notes={notes}
      closeRef={closeRef}
      asideRef={asideRef}
    />
  );
}

function DrawerContent({
  contact,
  onClose,
  onEdit,
  notes,
  sheet = false,
  closeRef,
  asideRef,
}: {
  contact: Contact;
  onClose: () => void;
  onEdit: () => void;
  notes: ReactNode;
  sheet?: boolean;
  closeRef?: Ref<HTMLButtonElement>;
  asideRef?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const Title = sheet ? DialogTitle : 'h2';
  const body = (
    <>
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-line px-4">
        <Title id={titleId} className="flex-1 text-sm font-semibold text-ink">
          {t('contacts:drawer.label')}
        </Title>
        <IconButton
          ref={closeRef}
          aria-label={t('contacts:drawer.close')}
          icon={<XMarkIcon />}
          size="sm"
          onClick={onClose}
        />
      </div>
      <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-4 py-5">
        <div className="flex flex-col items-center gap-2 text-center">
          <Avatar name={contact.name} src={contact.profilePicUrl || null} size="lg" className="size-20" />
          <p className="max-w-full text-base font-semibold break-words text-ink">{contact.name}</p>
          {contact.number && (
            <a
              href={telHref(contact.number)}
              className={clsx(
                'inline-flex items-center gap-1.5 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-primary',
                primaryText,
              )}
            >
              <PhoneIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('contacts:drawer.phone')}: </span>
              {contact.number}
            </a>
          )}
          {contact.email ? (
            <a
              href={`mailto:${contact.email}`}
              className={clsx(
                'inline-flex max-w-full items-center gap-1.5 text-sm break-all hover:underline focus-visible:outline-2 focus-visible:outline-primary',
                primaryText,
              )}
            >
              <EnvelopeIcon className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('contacts:drawer.email')}: </span>
              {contact.email}
            </a>
          ) : (
            <p className="text-sm text-ink-muted">{t('contacts:drawer.noEmail')}</p>
          )}
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<PencilSquareIcon />}
            onClick={onEdit}
            aria-label={t('contacts:drawer.editContact', { name: contact.name })}
            className="mt-1"
          >
            {t('contacts:drawer.edit')}
          </Button>
        </div>
        {notes}
        <ExtraInfo items={contact.extraInfo ?? []} />
      </div>
    </>
  );
  if (sheet) return body;
  return (
    <aside
      ref={asideRef}
      aria-labelledby={titleId}
      className="flex w-80 shrink-0 flex-col border-l border-line bg-surface"
    >
      {body}
    </aside>
  );
}
