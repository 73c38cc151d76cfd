import { describe, expect, it } from 'vitest';
import {
  compareWithTable,
  deriveTransitions,
  guardCoverage,
  unsampledEvents,
  type DeriveOptions,
  type Sample,
} from '../testing/conformance.ts';
import { notificationsMachine, type NotificationsInput } from './notifications.machine.ts';
import { notificationsTable } from './notifications.table.ts';
import { contact, message, ticket } from './testing.ts';

const user = { id: 3, profile: 'user' as const, queueIds: [1, 2] };
const view = { visible: true, openTicketUuid: null };
const t = ticket({ status: 'pending', queueId: 1, unreadMessages: 1 });

const samples: Sample[] = [
  { event: { type: 'desktop.request' } },
  { when: 'granted', event: { type: 'desktop.permissionChanged', permission: 'granted' } },
  { when: 'denied', event: { type: 'desktop.permissionChanged', permission: 'denied' } },
  { when: 'dismissed', event: { type: 'desktop.permissionChanged', permission: 'default' } },
  { when: 'granted', event: { type: 'xstate.done.actor.requestPermission', output: 'granted' } },
  { when: 'denied', event: { type: 'xstate.done.actor.requestPermission', output: 'denied' } },
  { when: 'dismissed', event: { type: 'xstate.done.actor.requestPermission', output: 'default' } },
  { event: { type: 'xstate.error.actor.requestPermission', error: new Error('blocked') } },
  {
    when: 'from the contact',
    event: { type: 'server.message.created', message: message(), ticket: t, contact: contact(), view },
  },
  {
    when: 'from me',
    event: {
      type: 'server.message.created',
      message: message({ fromMe: true }),
      ticket: t,
      contact: contact(),
      view,
    },
  },
];

const inputs: NotificationsInput[] = (['default', 'granted', 'denied', 'unsupported'] as const).map(
  (permission) => ({ user, permission }),
);
const options: DeriveOptions = { inputs, samples, includeBusy: true };

describe('notifications conformance with S1 §4.3 and the desktop permission asked after a gesture', () => {
  it('every event has a sample, but those that only reach the children (they never change the state)', () => {
    expect(unsampledEvents(notificationsMachine, samples)).toEqual([
      'connection.restored',
      'desktop.clicked',
      'notifications.accept',
      'server.contact.updated',
      'server.ticket.deleted',
      'server.ticket.unreadReset',
      'server.ticket.updated',
    ]);
  });

  it('the machine does exactly what the table says', () => {
    const derived = deriveTransitions(notificationsMachine, options);
    expect(compareWithTable(derived, notificationsTable)).toEqual({
      missingInMachine: [],
      missingInTable: [],
    });
  });

  it('every guarded transition is exercised with its guard true and false', () => {
    // The ticket frames are not sent by the exploration (they never change the state): their guard, whether the
    // frame changes the list or closes a desktop notification, is taken both ways by the tests "ticket frames that
    // change nothing are not taken" and "a read closes a notification still shown…" in notifications.test.ts.
    const frames = (['deleted', 'unreadReset', 'updated'] as const).flatMap((e) =>
      (['false', 'true'] as const).map((missing) => ({
        transition: `notifications --server.ticket.${e}--> [frameChangesSomething]`,
        missing,
      })),
    );
    expect(guardCoverage(notificationsMachine, options)).toEqual(frames);
  });
});
