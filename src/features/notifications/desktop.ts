/**
 * The browser side of desktop notifications (S1 §4.3): the Notification API behind a port, so the machine's
 * decisions are tested without a browser and stories run without prompts.
 */
import type { DesktopNotice } from '../../../machines/notifications/notification-rules.ts';
import type { DesktopPermission } from '../../../machines/notifications/notifications.machine.ts';

export interface DesktopText {
  title: string;
  body: string;
}

export interface DesktopPort {
  permission(): DesktopPermission;
  /** Only from a user's gesture: browsers ignore or penalise a prompt nobody asked for. */
  request(): Promise<DesktopPermission>;
  show(notice: DesktopNotice, text: DesktopText, onClick: () => void): void;
  /** Closes the notification of a ticket still on screen (its messages were read, or it was deleted). */
  close(ticketId: number): void;
  /** The permission changed in the browser's site settings; returns the unsubscribe. */
  onPermissionChange(listener: (permission: DesktopPermission) => void): () => void;
}

function toPermission(value: NotificationPermission): DesktopPermission {
  return value === 'granted' || value === 'denied' ? value : 'default';
}

/** No desktop at all (tests, stories, browsers without the API). */
export const NO_DESKTOP: DesktopPort = {
  permission: () => 'unsupported',
  request: () => Promise.resolve('unsupported'),
  show: () => undefined,
  close: () => undefined,
  onPermissionChange: () => () => undefined,
};

export function browserDesktop(): DesktopPort {
  if (typeof window === 'undefined' || !('Notification' in window)) return NO_DESKTOP;
  const Api = window.Notification;
  // One notification per ticket: a newer message replaces it (the tag), a read ticket closes it.
  const shown = new Map<number, Notification>();
  return {
    permission: () => toPermission(Api.permission),
    request: () => Api.requestPermission().then(toPermission),
    show(notice, text, onClick) {
      const notification = new Api(text.title, {
        body: text.body,
        tag: `ticket-${notice.ticketId}`,
        ...(notice.picture ? { icon: notice.picture } : {}),
      });
      notification.onclick = (event) => {
        event.preventDefault();
        window.focus();
        notification.close();
        onClick();
      };
      notification.onclose = () => {
        if (shown.get(notice.ticketId) === notification) shown.delete(notice.ticketId);
      };
      shown.get(notice.ticketId)?.close();
      shown.set(notice.ticketId, notification);
    },
    close(ticketId) {
      shown.get(ticketId)?.close();
      shown.delete(ticketId);
    },
    onPermissionChange(listener) {
      let status: PermissionStatus | null = null;
      let stopped = false;
      const onChange = () => listener(toPermission(Api.permission));
      // Not every browser reports notification permission changes; those that do not simply never call back.
      navigator.permissions
        ?.query({ name: 'notifications' })
        .then((s) => {
          if (stopped) return;
          status = s;
          s.addEventListener('change', onChange);
        })
        .catch(() => undefined);
      return () => {
        stopped = true;
        status?.removeEventListener('change', onChange);
      };
    },
  };
}
