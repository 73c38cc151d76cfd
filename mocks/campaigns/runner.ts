import type { SandboxCore } from '../core.ts';
import { listItemsOf, shippingOf } from '../db/campaign-views.ts';
import type { State } from '../db/projection.ts';
import type { CampaignRow, CampaignShippingRow, ContactListItemRow } from '../db/rows.ts';

/**
 * The backend's sending queue (queues.ts: VerifyCampaigns, ProcessCampaign, PrepareContact, DispatchCampaign) played
 * by the sandbox, from the log: at its scheduledAt a PROGRAMADA campaign starts (EM_ANDAMENTO, one shipping entry per
 * valid contact of its list), entries are delivered one by one at the company's intervals (S2 §9: messageInterval
 * seconds, greaterInterval after longerIntervalAfter messages; `speed` divides them), a confirmation requested is
 * answered a moment later, and when every entry is delivered the campaign is FINALIZADA. Differences with the
 * reference, chosen: the reference adds the intervals as milliseconds (every message goes at once) and its frames
 * carry the shipping as loaded before the delivery (one behind); here the intervals are seconds and each frame is
 * the campaign after the step.
 */
export const SETTING_DEFAULTS = {
  messageInterval: 120,
  longerIntervalAfter: 60,
  greaterInterval: 180,
} as const;
/** The shortest time between two deliveries of one campaign at speed 1, whatever the settings (ms). */
const MIN_GAP_MS = 1000;
/** When a contact answers a confirmation request, at speed 1 (ms). */
const CONFIRM_AFTER_MS = 4000;

export interface CampaignIntervals {
  messageInterval: number;
  longerIntervalAfter: number;
  greaterInterval: number;
  variables: { key: string; value: string }[];
}

export function campaignSettingsOf(state: State, companyId: number): CampaignIntervals {
  const out: CampaignIntervals = { ...SETTING_DEFAULTS, variables: [] };
  for (const s of state.tables.campaignSettings.values()) {
    if (s.companyId !== companyId) continue;
    let value: unknown;
    try {
      value = JSON.parse(s.value);
    } catch {
      continue;
    }
    if (s.key === 'variables' && Array.isArray(value)) {
      out.variables = value.flatMap((x: unknown) =>
        typeof x === 'object' && x !== null && 'key' in x && 'value' in x
          ? [{ key: String(x.key), value: String(x.value) }]
          : [],
      );
    } else if (
      (s.key === 'messageInterval' || s.key === 'longerIntervalAfter' || s.key === 'greaterInterval') &&
      typeof value === 'number'
    ) {
      out[s.key] = value;
    }
  }
  return out;
}

/** getProcessedMessage: {nome}, {email}, {numero} and the company's variables. */
export function processMessage(
  text: string,
  contact: ContactListItemRow,
  variables: CampaignIntervals['variables'],
) {
  let out = text.replaceAll('{nome}', contact.name).replaceAll('{email}', contact.email);
  out = out.replaceAll('{numero}', contact.number);
  for (const v of variables) out = out.replaceAll(`{${v.key}}`, v.value);
  return out;
}

function messagesOf(c: CampaignRow, kind: 'message' | 'confirmationMessage'): string[] {
  const all = [1, 2, 3, 4, 5].map((i) => c[`${kind}${i}` as `${typeof kind}${1 | 2 | 3 | 4 | 5}`]);
  return all.filter((m): m is string => m !== null && m !== '');
}

export class CampaignRunner {
  /** QA speed control: the intervals are divided by it. */
  speed = 1;
  /** QA control: the next delivery of these campaigns fails. */
  private readonly failNext = new Set<number>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly core: SandboxCore) {}

  start(everyMs = 250): void {
    if (this.timer !== null) return;
    // With several tabs open, one runs the queue, one command at a time with the others (mocks/cross-tab.ts).
    this.timer = setInterval(() => {
      if (this.core.timersHere) void this.core.exclusive(() => this.tick());
    }, everyMs);
    // Node: a test's sandbox must not keep the process alive.
    if (typeof this.timer === 'object' && 'unref' in this.timer) this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  failNextDelivery(campaignId: number): void {
    this.failNext.add(campaignId);
  }

  /** One look at every campaign: what is due happens (at most one delivery per campaign). */
  tick(): void {
    const now = this.core.now();
    for (const c of [...this.core.state.tables.campaigns.values()]) {
      if (c.status === 'PROGRAMADA' && c.scheduledAt !== null && Date.parse(c.scheduledAt) <= now)
        this.begin(c);
      else if (c.status === 'EM_ANDAMENTO') this.advance(c, now);
    }
  }

  /** ProcessCampaign + PrepareContact: EM_ANDAMENTO with an entry per valid contact (none valid: it waits). */
  begin(c: CampaignRow): boolean {
    const state = this.core.state;
    const valid =
      c.contactListId === null
        ? []
        : listItemsOf(state, c.contactListId).filter((i) => i.isWhatsappValid === true);
    if (valid.length === 0) return false;
    const settings = campaignSettingsOf(state, c.companyId);
    const messages = messagesOf(c, 'message');
    const confirmations = messagesOf(c, 'confirmationMessage');
    const at = this.core.store.iso();
    let nextId = this.core.store.nextId('campaignShipping');
    const existing = new Set(shippingOf(state, c.id).map((x) => x.contactId));
    const shipping: CampaignShippingRow[] = valid
      .filter((contact) => !existing.has(contact.id))
      .map((contact, i) => ({
        id: nextId++,
        companyId: c.companyId,
        campaignId: c.id,
        contactId: contact.id,
        number: contact.number,
        message: `\u200c ${processMessage(messages[i % Math.max(1, messages.length)] ?? '', contact, settings.variables)}`,
        confirmationMessage:
          c.confirmation === true && confirmations.length > 0
            ? `\u200c ${processMessage(confirmations[i % confirmations.length] ?? '', contact, settings.variables)}`
            : null,
        confirmation: null,
        confirmationRequestedAt: null,
        confirmedAt: null,
        deliveredAt: null,
        failed: false,
        createdAt: at,
        updatedAt: at,
      }));
    this.core.commit(c.companyId, [
      {
        type: 'campaign.started',
        campaignId: c.id,
        changes: { status: 'EM_ANDAMENTO', updatedAt: at },
        shipping,
      },
    ]);
    return true;
  }

  private advance(c: CampaignRow, now: number): void {
    const entries = shippingOf(this.core.state, c.id);
    if (entries.length === 0) {
      this.begin(c);
      return;
    }
    this.confirmOne(c, entries, now);
    const pending = entries.filter((x) => x.deliveredAt === null && !x.failed);
    const next = pending[0];
    if (next === undefined) {
      if (entries.every((x) => x.deliveredAt !== null)) this.finish(c);
      return;
    }
    const delivered = entries.filter((x) => x.deliveredAt !== null);
    const last = Math.max(
      ...entries.map((x) => Date.parse(x.createdAt)),
      ...delivered.map((x) => Date.parse(x.deliveredAt ?? '')),
    );
    const settings = campaignSettingsOf(this.core.state, c.companyId);
    const longer = settings.longerIntervalAfter > 0 && delivered.length >= settings.longerIntervalAfter;
    const gapMs = Math.max(MIN_GAP_MS, (longer ? settings.greaterInterval : settings.messageInterval) * 1000);
    if (now < last + gapMs / this.speed) return;
    this.deliver(c, next);
  }

  /**
   * The bench's pace: the next undelivered entry of a running campaign is delivered now, whatever the intervals.
   * Returns how many are delivered of how many, or null when nothing is left to deliver.
   */
  deliverNext(campaignId: number): { delivered: number; total: number } | null {
    const c = this.core.state.tables.campaigns.get(campaignId);
    if (!c || c.status !== 'EM_ANDAMENTO') return null;
    const entries = shippingOf(this.core.state, c.id);
    const next = entries.find((x) => x.deliveredAt === null && !x.failed);
    if (next === undefined) return null;
    this.deliver(c, next);
    const done = this.core.state.tables.campaignShipping.get(next.id)?.deliveredAt != null ? 1 : 0;
    const delivered = entries.filter((x) => x.deliveredAt !== null).length + done;
    return { delivered, total: entries.length };
  }

  /** DispatchCampaign for one entry (or its failure, by the QA control). */
  deliver(c: CampaignRow, entry: CampaignShippingRow): void {
    const at = this.core.store.iso();
    if (this.failNext.delete(c.id)) {
      this.core.commit(c.companyId, [
        { type: 'campaignShipping.failed', shippingId: entry.id, updatedAt: at },
      ]);
      return;
    }
    this.core.commit(c.companyId, [
      {
        type: 'campaignShipping.delivered',
        shippingId: entry.id,
        deliveredAt: at,
        confirmationRequestedAt: entry.confirmationMessage !== null ? at : null,
      },
    ]);
    const after = shippingOf(this.core.state, c.id);
    if (after.every((x) => x.deliveredAt !== null)) this.finish(c);
  }

  private finish(c: CampaignRow): void {
    const at = this.core.store.iso();
    this.core.commit(c.companyId, [
      {
        type: 'campaign.finished',
        campaignId: c.id,
        changes: { status: 'FINALIZADA', completedAt: at, updatedAt: at },
      },
    ]);
  }

  /** Every other contact asked answers the confirmation request a moment later. */
  private confirmOne(c: CampaignRow, entries: CampaignShippingRow[], now: number): void {
    const due = entries.find(
      (x) =>
        x.id % 2 === 0 &&
        x.confirmationRequestedAt !== null &&
        x.confirmedAt === null &&
        Date.parse(x.confirmationRequestedAt) + CONFIRM_AFTER_MS / this.speed <= now,
    );
    if (due === undefined) return;
    this.core.commit(c.companyId, [
      { type: 'campaignShipping.confirmed', shippingId: due.id, confirmedAt: this.core.store.iso() },
    ]);
  }
}

const runners = new WeakMap<SandboxCore, CampaignRunner>();

/** The one runner of a sandbox (made on first ask). */
export function campaignRunnerOf(core: SandboxCore): CampaignRunner {
  let runner = runners.get(core);
  if (runner === undefined) {
    runner = new CampaignRunner(core);
    runners.set(core, runner);
  }
  return runner;
}
