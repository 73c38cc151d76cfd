import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { TFunction } from 'i18next';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { MachineEmitted, NotifyEmitted } from '../../machines/common/emitted.ts';
import { describeError } from '../api/index.ts';
import { notify } from '../lib/toast.ts';

type Emitter = Pick<ActorRef<Snapshot<unknown>, EventObject, MachineEmitted>, 'on'>;

/** The text of a machine's notification: a failure goes through the error catalogue (S1 §8). */
export function notificationText(e: NotifyEmitted, t: TFunction): string {
  if (e.level === 'error' && e.error !== undefined) return describeError(e.error, t);
  return t(e.key, e.params ?? {});
}

/** Turns what a machine emits into toasts and navigation. Machines never hold display strings or routers. */
export function useMachineEffects(actor: Emitter | null | undefined): void {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!actor) return;
    const a = actor.on('notify', (e) => notify(e.level, notificationText(e, t)));
    const b = actor.on('navigate', (e) => navigate(e.to));
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [actor, t, navigate]);
}
