import {
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Description,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { IconButton } from './IconButton.tsx';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Buttons in the footer, right-aligned. */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the corner close button. */
  hideClose?: boolean;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/** Modal dialog. Headless UI's root is 0×0: query the panel (role dialog) or the title. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  size = 'md',
  hideClose = false,
}: DialogProps) {
  const { t } = useTranslation();
  // Headless UI marks the rest of the page inert from the first commit in which the dialog is open, using the page's
  // root it finds in that same commit; a dialog mounted already open (the bindings mount theirs on demand) found no
  // root yet, so the page behind it stayed live. Opening one commit after the mount lets it find the root first; the
  // layout effect re-renders before paint, so nothing shows late.
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return (
    <HeadlessDialog open={open && mounted} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40 backdrop-blur-[2px] motion-safe:animate-fade-in" />
      {/* The scroller, then a box at least as tall as the window that centres the panel: a panel taller than the
          window starts at the top and scrolls whole (centred in the scroller itself, its top was out of reach). */}
      <div className="fixed inset-0 w-screen overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            className={clsx(
              'relative w-full rounded-2xl border border-line bg-surface text-ink shadow-2xl shadow-black/20',
              'motion-safe:animate-dialog-in',
              widths[size],
            )}
          >
            <div className="flex items-start gap-4 px-6 pt-5">
              <div className="min-w-0 flex-1 space-y-1">
                <DialogTitle className="text-base font-semibold text-ink">{title}</DialogTitle>
                {description && <Description className="text-sm text-ink-muted">{description}</Description>}
              </div>
              {!hideClose && (
                <IconButton
                  aria-label={t('common:close')}
                  icon={<XMarkIcon />}
                  size="sm"
                  onClick={onClose}
                  className="-mr-2 -mt-1"
                />
              )}
            </div>
            {children && <div className="px-6 pt-4">{children}</div>}
            {actions ? (
              <div className="mt-6 flex flex-wrap justify-end gap-2 rounded-b-2xl border-t border-line bg-surface-muted/60 px-6 py-3.5">
                {actions}
              </div>
            ) : (
              <div className="h-6" />
            )}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}

export interface FormDialogActionsProps {
  /** The form the submit button sends (its `id`). */
  formId: string;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** Saving: the submit shows it and refuses clicks, cancel is refused. */
  busy: boolean;
  /** False while the form cannot be sent yet (its record is still loading…); default: it can. */
  ready?: boolean;
}

/** A form dialog's footer: cancel, then the submit of the form the dialog holds. */
export function FormDialogActions({
  formId,
  onCancel,
  cancelLabel,
  submitLabel,
  busy,
  ready = true,
}: FormDialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} loading={busy} disabled={!ready}>
        {submitLabel}
      </Button>
    </>
  );
}
