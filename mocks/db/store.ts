import type { EventDraft, SandboxEvent } from './events.ts';
import { apply, emptyState, replay, type State } from './projection.ts';
import { messageIdFrom, uuidFrom } from './ids.ts';
import type { Entity } from './rows.ts';

/** One appended event with the read models just before and just after it (what framesOf needs). */
export interface Committed {
  event: SandboxEvent;
  before: State;
  after: State;
}

/**
 * The source of truth: an append-only log and the state projected from it. The clock is injected; `tick()` makes
 * it strictly increasing so that "newest updatedAt first" has no ties even under a frozen test clock.
 */
export class Store {
  private log: SandboxEvent[] = [];
  private current: State = emptyState();
  private lastAt = 0;
  /** Length of the log that the seed produced (persistence keeps only what follows). */
  seedLength = 0;

  constructor(private readonly clock: () => number) {}

  get state(): State {
    return this.current;
  }

  events(): readonly SandboxEvent[] {
    return this.log;
  }

  tick(): number {
    const t = Math.max(this.clock(), this.lastAt + 1);
    this.lastAt = t;
    return t;
  }

  iso(at: number = this.tick()): string {
    return new Date(at).toISOString();
  }

  nextId(entity: Exclude<Entity, 'messages'>): number {
    return this.current.nextId[entity];
  }

  nextMessageId(): string {
    return messageIdFrom(this.current.messageSeq + 1);
  }

  uuid(key: string): string {
    return uuidFrom(key);
  }

  append(companyId: number | null, drafts: readonly EventDraft[], at: number = this.tick()): Committed[] {
    const out: Committed[] = [];
    for (const draft of drafts) {
      const event: SandboxEvent = { ...draft, seq: this.log.length + 1, at, companyId };
      const before = this.current;
      this.log.push(event);
      this.current = apply(before, event);
      out.push({ event, before, after: this.current });
    }
    return out;
  }

  /**
   * An event another tab appended (mocks/cross-tab.ts), taken as it is: its seq is the next one here (the caller
   * checks). The clock moves past its time, so what this tab appends next sorts after it.
   */
  receive(event: SandboxEvent): Committed {
    const before = this.current;
    this.log.push(event);
    this.current = apply(before, event);
    this.lastAt = Math.max(this.lastAt, event.at);
    return { event, before, after: this.current };
  }

  /** Replaces everything (reset, reload). */
  load(events: readonly SandboxEvent[], seedLength: number): void {
    this.log = [...events];
    this.current = replay(this.log);
    this.seedLength = seedLength;
    this.lastAt = this.log.reduce((m, e) => Math.max(m, e.at), 0);
  }
}
