import type { InspectionEvent } from 'xstate';
import type { MachineEmitted, NavigateEmitted, NotifyEmitted } from '../../machines/common/emitted.ts';

/** What the outside world does with what machines emit. */
export interface EffectSink {
  notify(effect: NotifyEmitted): void;
  navigate(effect: NavigateEmitted): void;
}

interface Emitter {
  on(type: 'notify', handler: (e: NotifyEmitted) => void): { unsubscribe(): void };
  on(type: 'navigate', handler: (e: NavigateEmitted) => void): { unsubscribe(): void };
}

function isEmitter(value: unknown): value is Emitter {
  return typeof value === 'object' && value !== null && 'on' in value && typeof value.on === 'function';
}

/**
 * The one binding of machine effects (ARCHITECTURE: "what leaves a machine is emitted and handled by one binding").
 * Every actor of a tree is attached as it is created (pass `inspect` to createActor), single actors with `attach`.
 * The sink is the React side (toasts through the error catalogue, the router). Notifications emitted before it is
 * mounted wait for it, so no failure is dropped; a navigation with no router mounted is dropped, since by the time
 * one is, the route it meant may no longer be the user's (a stale 'go to /tickets' would override the route the app
 * opens on).
 */
export class EffectsBus {
  private sink: EffectSink | null = null;
  private readonly waiting: MachineEmitted[] = [];
  private readonly attached = new WeakSet<object>();

  /** For `createActor(machine, { inspect })`: attaches every actor of the system, spawned ones included. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.actor') this.attach(event.actorRef);
  };

  attach(actor: unknown): () => void {
    if (!isEmitter(actor) || this.attached.has(actor)) return () => undefined;
    this.attached.add(actor);
    const subs = [actor.on('notify', (e) => this.dispatch(e)), actor.on('navigate', (e) => this.dispatch(e))];
    return () => {
      this.attached.delete(actor);
      subs.forEach((s) => s.unsubscribe());
    };
  }

  /** Mounts the sink; returns the unmount. Effects that waited are delivered at once, in order. */
  setSink(sink: EffectSink): () => void {
    this.sink = sink;
    this.waiting.splice(0).forEach((e) => this.dispatch(e));
    return () => {
      if (this.sink === sink) this.sink = null;
    };
  }

  dispatch(effect: MachineEmitted): void {
    const sink = this.sink;
    if (sink === null) {
      if (effect.type === 'notify') this.waiting.push(effect);
      return;
    }
    if (effect.type === 'notify') sink.notify(effect);
    else sink.navigate(effect);
  }
}
