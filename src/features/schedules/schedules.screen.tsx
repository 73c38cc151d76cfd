import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../session/context.tsx';
import { useEntityPage } from '../../session/entity/entity-page.ts';
import { useContactSearch } from '../../session/queries/search.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { EntityPage } from '../../ui/entity/EntityPage.tsx';
import { ScheduleDialog } from './components/ScheduleDialog.tsx';
import {
  defaultSendAt,
  toLocalInput,
  type ScheduleContact,
  type ScheduleFormValues,
} from './components/schedule-form.ts';
import { schedulesEntity } from './schedules.entity.ts';

/** `?contactId=N` (S2 §2: the add dialog opens for that contact), or null. */
export function contactIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('contactId');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** /schedules: the schedules entity drawn by the one entity screen, with the schedule dialog the ticket shares. */
export default function SchedulesScreen() {
  const page = useEntityPage(schedulesEntity);
  const services = useServices();
  const [, navigate] = useLocation();
  const query = useSearch();
  const [contactQuery, setContactQuery] = useState('');
  const contacts = useContactSearch(contactQuery);
  // The contact of `?contactId=N`, preset in the add dialog it opens.
  const [preset, setPreset] = useState<ScheduleContact | null>(null);
  const wanted = contactIdOf(query);
  const openFor = useEffectEvent((contact: ScheduleContact | null) => {
    setPreset(contact);
    page.add();
  });

  useEffect(() => {
    if (wanted === null) return;
    let live = true;
    // The name for the contact field; a contact that cannot be read still opens the dialog, its field empty.
    // Once open, the query has done its work: a reload or a return to /schedules does not open it again.
    services.api.contacts.get(wanted).then(
      (c) => {
        if (!live) return;
        openFor({ id: c.id, name: c.name });
        navigate('/schedules', { replace: true });
      },
      () => {
        if (!live) return;
        openFor(null);
        navigate('/schedules', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, services, navigate]);

  const { dialog } = page;
  // Fixed when the dialog opens: the default time (now + 1 hour) must not move under the user's eyes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new time for each opening, on purpose
  const openedAt = useMemo(() => new Date(), [dialog.open]);
  const initialValues = useMemo<ScheduleFormValues>(() => {
    if (dialog.values) return dialog.values;
    const s = dialog.editing;
    if (s)
      return {
        body: s.body,
        contact: { id: s.contactId, name: s.contact?.name ?? '' },
        sendAt: toLocalInput(new Date(s.sendAt)),
      };
    return { body: '', contact: preset, sendAt: defaultSendAt(openedAt) };
  }, [dialog.values, dialog.editing, preset, openedAt]);

  return (
    <EntityPage
      view={schedulesEntity.view}
      extra={undefined}
      list={page.list}
      search={page.searchText}
      dialog={dialog}
      confirm={page.confirm}
      intents={{
        ...page.intents,
        add: () => {
          setPreset(null);
          page.add();
        },
      }}
      formDialog={
        <ScheduleDialog
          open={dialog.open}
          onClose={() => {
            if (dialog.busy) return;
            setPreset(null);
            page.close();
          }}
          mode={dialog.editing ? 'edit' : 'add'}
          initialValues={initialValues}
          {...(dialog.editing
            ? {
                status: dialog.editing.status,
                sentAt: dialog.editing.sentAt ? formatDateTime(dialog.editing.sentAt) : null,
              }
            : {})}
          contactQuery={contactQuery}
          onContactQueryChange={setContactQuery}
          contacts={contacts.items}
          contactsStatus={contacts.status}
          submitting={dialog.busy}
          onSubmit={(_values, form) => page.submit(form)}
        />
      }
    />
  );
}
