/**
 * Desktop notifications' permission (S1 §4.3 "a desktop notification is shown…"; asked politely, after a gesture,
 * never on page load, where a prompt nobody asked for is refused out of hand) as data. `conformance.ts` compares it
 * with the machine. The states are the browser's own values of Notification.permission, plus `requesting` (the
 * browser's prompt is up) and `unsupported`. The list (machines/paged-list, its own table) and the accept commands
 * (machines/ticket-status, its own table) are children: the frames and commands change them, never this machine's
 * state; notification-rules.test.ts and notifications.test.ts cover them.
 */
import type { TableRow } from '../testing/conformance.ts';

export type NotificationsState = 'default' | 'requesting' | 'granted' | 'denied' | 'unsupported';

const CHANGED = 'the permission changed in the browser settings: the machine follows it';

export const notificationsTable: readonly TableRow<NotificationsState>[] = [
  {
    from: 'default',
    event: 'desktop.request',
    to: 'requesting',
    ref: 'beyond S1: permission asked only after a gesture (the popover’s control)',
  },
  {
    from: 'requesting',
    event: 'done.requestPermission',
    when: 'granted',
    to: 'granted',
    ref: 'S1 §4.3 desktop notifications are shown once the user allowed them',
  },
  {
    from: 'requesting',
    event: 'done.requestPermission',
    when: 'denied',
    to: 'denied',
    ref: 'S1 §4.3 the user refused: no desktop notification, no new prompt',
  },
  {
    from: 'requesting',
    event: 'done.requestPermission',
    when: 'dismissed',
    to: 'default',
    ref: 'beyond S1: a dismissed prompt leaves the control, the user may ask again',
  },
  {
    from: 'requesting',
    event: 'error.requestPermission',
    to: 'default',
    ref: 'S1 §8 the failure goes to the error handler; the control stays',
  },
  { from: 'default', event: 'desktop.permissionChanged', when: 'granted', to: 'granted', ref: CHANGED },
  { from: 'default', event: 'desktop.permissionChanged', when: 'denied', to: 'denied', ref: CHANGED },
  { from: 'granted', event: 'desktop.permissionChanged', when: 'denied', to: 'denied', ref: CHANGED },
  { from: 'granted', event: 'desktop.permissionChanged', when: 'dismissed', to: 'default', ref: CHANGED },
  { from: 'denied', event: 'desktop.permissionChanged', when: 'granted', to: 'granted', ref: CHANGED },
  { from: 'denied', event: 'desktop.permissionChanged', when: 'dismissed', to: 'default', ref: CHANGED },
];
