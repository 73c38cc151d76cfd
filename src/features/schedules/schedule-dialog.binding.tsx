/**
 * The schedule dialog (S1 §5) bound to the API: create (from a ticket: its contact, now + 1 hour) or edit
 * (GET /schedules/{id} through the resource cache); a failure is the catalogue's toast and keeps what was typed.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors.ts';
import type { Schedule } from '../../api/schemas/index.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { queryClientFor } from '../../session/queries/client.ts';
import { useContactSearch } from '../../session/queries/search.ts';
import { useCommand } from '../../session/use-command.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { ScheduleDialog } from './components/ScheduleDialog.tsx';
import {
  defaultSendAt,
  toLocalInput,
  type ScheduleContact,
  type ScheduleFormValues,
  type ScheduleValues,
} from './components/schedule-form.ts';

export const scheduleKey = (scheduleId: number) => ['schedules', scheduleId] as const;

export function ScheduleDialogBinding(props: {
  open: boolean;
  /** Edit this schedule; without it a new one is created. */
  scheduleId?: number;
  /** A new schedule from a ticket starts with its contact (and remembers the ticket). */
  contact?: ScheduleContact;
  ticketId?: number;
  onClose: () => void;
  onSaved?: (schedule: Schedule) => void;
}) {
  const { open, scheduleId, contact, ticketId, onClose, onSaved } = props;
  const { t } = useTranslation();
  const services = useServices();
  const { api } = services;
  const { user } = useSession();
  const editing = scheduleId !== undefined;
  const schedule = useQuery(
    {
      queryKey: scheduleKey(scheduleId ?? 0),
      queryFn: () => api.schedules.get(scheduleId ?? 0),
      enabled: open && editing,
    },
    queryClientFor(services),
  );
  const [contactQuery, setContactQuery] = useState('');
  const contacts = useContactSearch(contactQuery);
  // Fixed when the dialog is created: the default time must not move under the user's eyes.
  const [createdAt] = useState(() => new Date());

  const initialValues = useMemo<ScheduleFormValues>(() => {
    const s = schedule.data;
    if (editing && s)
      return {
        body: s.body,
        contact: s.contact ? { id: s.contact.id, name: s.contact.name } : { id: s.contactId, name: '' },
        sendAt: toLocalInput(new Date(s.sendAt)),
      };
    return { body: '', contact: contact ?? null, sendAt: defaultSendAt(createdAt) };
  }, [editing, schedule.data, contact, createdAt]);

  const save = useCallback(
    (values: ScheduleValues) => {
      const input = {
        ...values,
        ...(ticketId === undefined ? {} : { ticketId }),
        ...(user ? { userId: user.id } : {}),
      };
      return scheduleId === undefined ? api.schedules.create(input) : api.schedules.update(scheduleId, input);
    },
    [api, scheduleId, ticketId, user],
  );
  const { execute, pending } = useCommand(save, (saved: Schedule) => {
    queryClientFor(services).setQueryData(scheduleKey(saved.id), saved);
    notifySuccess(t('dialogs:schedule.saved'));
    onSaved?.(saved);
    onClose();
  });

  return (
    <ScheduleDialog
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      mode={editing ? 'edit' : 'add'}
      initialValues={initialValues}
      {...(editing && schedule.data
        ? {
            status: schedule.data.status,
            sentAt: schedule.data.sentAt ? formatDateTime(schedule.data.sentAt) : null,
          }
        : {})}
      {...(editing
        ? {
            load: {
              status: schedule.data !== undefined ? 'success' : schedule.status,
              ...(schedule.error ? { error: describeError(schedule.error, t) } : {}),
              onRetry: () => void schedule.refetch(),
            },
          }
        : {})}
      contactQuery={contactQuery}
      onContactQueryChange={setContactQuery}
      contacts={contacts.items}
      contactsStatus={contacts.status}
      submitting={pending}
      onSubmit={(values) => void execute(values)}
    />
  );
}
