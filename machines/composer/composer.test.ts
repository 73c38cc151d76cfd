import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MessageSchema, type Message } from '../../src/api/schemas/index.ts';
import { EffectsBus } from '../../src/session/effects.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { bundles } from '../../src/lib/i18n/resources/index.ts';
import { memoryStorage } from '../../tests/support/memory-storage.ts';
import type { MachineEmitted } from '../common/emitted.ts';
import { audioRecordingMachine } from '../audio-recording/audio-recording.machine.ts';
import { compareWithTable, deriveTransitions, unsampledEvents, type Sample } from '../testing/conformance.ts';
import { createComposerMachine, type ComposerActor } from './composer.machine.ts';
import { createComposerStore, draftKey, outboxKey, signKey } from './composer.store.ts';
import { composerTable } from './composer.table.ts';
import { outboxEntryMachine, type Delivery } from './outbox-entry.machine.ts';
import { outboxEntryTable } from './outbox-entry.table.ts';

function makeMessage(overrides: Partial<Record<keyof Message, unknown>> = {}): Message {
  return v.parse(MessageSchema, {
    id: 'MSG1',
    body: 'Bom dia',
    mediaType: 'conversation',
    fromMe: false,
    ticketId: 1,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  });
}

/** A transport the test settles by hand, one request at a time. */
function server() {
  const requests: { delivery: Delivery; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const send = (delivery: Delivery) =>
    new Promise((resolve, reject) => {
      requests.push({ delivery, resolve: () => resolve(null), reject });
    });
  return { requests, send };
}

function start(
  opts: {
    storage?: Storage;
    ticketId?: number;
    userId?: number;
    canSend?: boolean;
    deliver?: ReturnType<typeof server>;
  } = {},
) {
  const storage = opts.storage ?? memoryStorage();
  const srv = opts.deliver ?? server();
  const machine = createComposerMachine(createComposerStore(storage, MessageSchema), srv.send);
  const bus = new EffectsBus();
  const effects: MachineEmitted[] = [];
  bus.setSink({ notify: (e) => effects.push(e), navigate: (e) => effects.push(e) });
  const actor: ComposerActor = createActor(machine, {
    input: { ticketId: opts.ticketId ?? 1, userId: opts.userId ?? 7, canSend: opts.canSend ?? true },
    inspect: bus.inspect,
  });
  actor.start();
  const statuses = () =>
    actor.getSnapshot().context.outbox.map((item) => String(item.entry.getSnapshot().value));
  return { actor, storage, server: srv, effects, statuses };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('composer conformance (S1 §2.7)', () => {
  // Only samples that spawn nothing: the outbox is the entry machine's table and the paths below.
  const samples: Sample[] = [
    { when: 'open', event: { type: 'ticket.changed', canSend: true } },
    { when: 'not open', event: { type: 'ticket.changed', canSend: false } },
    { event: { type: 'composer.type', text: ' ' } },
    { event: { type: 'composer.send', body: ' ' } },
    { event: { type: 'composer.sendMedia', files: [], caption: '' } },
    { event: { type: 'composer.reply', message: makeMessage() } },
    { event: { type: 'composer.cancelReply' } },
    { event: { type: 'composer.sign', sign: false } },
    { event: { type: 'outbox.retry', id: 'outbox.1' } },
    { event: { type: 'outbox.discard', id: 'outbox.1' } },
    { event: { type: 'outbox.settled', id: 'outbox.1', outcome: 'sent' } },
  ];
  const machine = createComposerMachine();

  it('has a sample for every event the machine listens to', () => {
    expect(unsampledEvents(machine, samples)).toEqual([]);
  });

  it('does every table row, and nothing between states that the table lacks', () => {
    const derived = deriveTransitions(machine, {
      inputs: [
        { ticketId: 1, userId: 7, canSend: true },
        { ticketId: 1, userId: 7, canSend: false },
      ],
      samples,
    });
    expect(compareWithTable(derived, composerTable)).toEqual({ missingInMachine: [], missingInTable: [] });
  });
});

describe('outbox entry conformance (failed sends stay, with a retry)', () => {
  const samples: Sample[] = [
    { event: { type: 'xstate.done.actor.deliver', actorId: 'deliver', output: null } },
    { event: { type: 'xstate.error.actor.deliver', actorId: 'deliver', error: 'ERR_SENDING_WAPP_MSG' } },
    { event: { type: 'outbox.retry' } },
    { event: { type: 'outbox.discard' } },
  ];
  const delivery: Delivery = { kind: 'text', ticketId: 1, body: 'oi', quotedMsg: null };

  // Explored alone, with no composer to tell.
  const alone = outboxEntryMachine.provide({
    actions: { reportSent: () => undefined, reportDiscarded: () => undefined },
  });

  it('has a sample for every event the machine listens to', () => {
    expect(unsampledEvents(alone, samples)).toEqual([]);
  });

  it('does every table row, and nothing between states that the table lacks', () => {
    const derived = deriveTransitions(alone, {
      inputs: [
        { id: 'outbox.1', delivery },
        { id: 'outbox.1', delivery, restored: true },
      ],
      samples,
    });
    expect(compareWithTable(derived, outboxEntryTable)).toEqual({
      missingInMachine: [],
      missingInTable: [],
    });
  });
});

describe('composer paths: send (S1 §4.4)', () => {
  it('type → send: one POST with the body; the input empties; the entry leaves the outbox when it is answered', async () => {
    const h = start();
    h.actor.send({ type: 'composer.type', text: 'oi' });
    h.actor.send({ type: 'composer.send', body: '*Ana*\noi' });
    expect(h.server.requests.map((r) => r.delivery)).toEqual([
      { kind: 'text', ticketId: 1, body: '*Ana*\noi', quotedMsg: null },
    ]);
    expect(h.actor.getSnapshot().context.draft).toBe('');
    expect(h.statuses()).toEqual(['pending']);
    // Not yet known to be sent: the text moved from the stored draft to the stored outbox (a reload finds it there).
    expect(h.storage.getItem(draftKey(7, 1))).toBeNull();
    expect(createComposerStore(h.storage, MessageSchema).loadOutbox(7, 1)).toEqual([
      { id: expect.any(String), body: '*Ana*\noi', quotedMsg: null },
    ]);
    h.server.requests[0]?.resolve();
    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(h.storage.getItem(outboxKey(7, 1))).toBeNull();
    expect(h.storage.getItem(draftKey(7, 1))).toBeNull();
    expect(h.effects).toEqual([]);
  });

  it('empty or whitespace-only text is not sent', () => {
    const h = start();
    h.actor.send({ type: 'composer.send', body: 'x' });
    h.actor.send({ type: 'composer.type', text: '  \n ' });
    h.actor.send({ type: 'composer.send', body: '  \n ' });
    expect(h.server.requests).toEqual([]);
    expect(h.actor.getSnapshot().context.outbox).toEqual([]);
  });

  it('a double send (two Enters, a double click) sends once', () => {
    const h = start();
    h.actor.send({ type: 'composer.type', text: 'oi' });
    h.actor.send({ type: 'composer.send', body: 'oi' });
    h.actor.send({ type: 'composer.send', body: 'oi' });
    expect(h.server.requests).toHaveLength(1);
    expect(h.statuses()).toEqual(['pending']);
  });

  it('two messages in a row are two entries, in order, each sent once', async () => {
    const h = start();
    h.actor.send({ type: 'composer.type', text: 'um' });
    h.actor.send({ type: 'composer.send', body: 'um' });
    h.actor.send({ type: 'composer.type', text: 'dois' });
    h.actor.send({ type: 'composer.send', body: 'dois' });
    expect(h.server.requests.map((r) => r.delivery.kind === 'text' && r.delivery.body)).toEqual([
      'um',
      'dois',
    ]);
    h.server.requests[1]?.resolve();
    await waitFor(h.actor, (s) => s.context.outbox.length === 1);
    expect(h.actor.getSnapshot().context.outbox.map((i) => i.id)).toEqual(['outbox.1']);
  });

  it('files go as one media entry with the caption; the same files are refused while in the outbox', () => {
    const h = start();
    const files = [new File(['a'], 'a.pdf'), new File(['b'], 'b.png')];
    h.actor.send({ type: 'composer.sendMedia', files: [], caption: '' });
    h.actor.send({ type: 'composer.sendMedia', files, caption: 'segue' });
    h.actor.send({ type: 'composer.sendMedia', files, caption: 'segue' });
    expect(h.server.requests.map((r) => r.delivery)).toEqual([
      { kind: 'media', ticketId: 1, files, caption: 'segue' },
    ]);
  });

  it('nothing is sent while the ticket is not open; it is once the ticket opens (S1 §2.7)', () => {
    const h = start({ canSend: false });
    expect(h.actor.getSnapshot().value).toBe('disabled');
    h.actor.send({ type: 'composer.type', text: 'oi' });
    h.actor.send({ type: 'composer.send', body: 'oi' });
    expect(h.server.requests).toEqual([]);
    h.actor.send({ type: 'ticket.changed', canSend: true });
    expect(h.actor.getSnapshot().value).toBe('enabled');
    h.actor.send({ type: 'composer.send', body: 'oi' });
    expect(h.server.requests).toHaveLength(1);
    h.actor.send({ type: 'ticket.changed', canSend: false });
    expect(h.actor.getSnapshot().value).toBe('disabled');
  });
});

describe('composer paths: the outbox (failed sends, retry, discard)', () => {
  const failure = { error: 'ERR_SENDING_WAPP_MSG' };

  async function failedOnce() {
    const h = start();
    h.actor.send({ type: 'composer.type', text: 'oi' });
    h.actor.send({ type: 'composer.send', body: 'oi' });
    h.server.requests[0]?.reject(failure);
    await tick();
    return h;
  }

  it('a failed send stays, marked failed, and reaches the error handler once', async () => {
    const h = await failedOnce();
    expect(h.statuses()).toEqual(['failed']);
    expect(h.effects).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
    expect(h.actor.getSnapshot().context.outbox[0]?.entry.getSnapshot().context.error).toBe(failure);
    // The text is not lost to a reload either: it is kept as the outbox entry it is, not as the draft.
    expect(createComposerStore(h.storage, MessageSchema).loadOutbox(7, 1)).toEqual([
      { id: expect.any(String), body: 'oi', quotedMsg: null },
    ]);
    expect(createComposerStore(h.storage, MessageSchema).loadDraft(7, 1)).toBe('');
  });

  it('retry sends it again, once: a second retry while it is in flight is refused', async () => {
    const h = await failedOnce();
    h.actor.send({ type: 'outbox.retry', id: 'outbox.1' });
    h.actor.send({ type: 'outbox.retry', id: 'outbox.1' });
    expect(h.server.requests).toHaveLength(2);
    expect(h.server.requests[1]?.delivery).toEqual(h.server.requests[0]?.delivery);
    expect(h.statuses()).toEqual(['pending']);
    h.server.requests[1]?.resolve();
    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(h.storage.getItem(outboxKey(7, 1))).toBeNull();
  });

  it('discard removes a failed entry without sending it', async () => {
    const h = await failedOnce();
    h.actor.send({ type: 'outbox.discard', id: 'outbox.1' });
    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(h.server.requests).toHaveLength(1);
    expect(h.storage.getItem(outboxKey(7, 1))).toBeNull();
  });

  it('a pending entry cannot be discarded (it may already have reached the server)', () => {
    const h = start();
    h.actor.send({ type: 'composer.type', text: 'oi' });
    h.actor.send({ type: 'composer.send', body: 'oi' });
    h.actor.send({ type: 'outbox.discard', id: 'outbox.1' });
    expect(h.statuses()).toEqual(['pending']);
  });

  it('text typed after a send is kept when the earlier send goes through', async () => {
    const h = start();
    h.actor.send({ type: 'composer.type', text: 'oi' });
    h.actor.send({ type: 'composer.send', body: 'oi' });
    h.actor.send({ type: 'composer.type', text: 'e mais' });
    h.server.requests[0]?.resolve();
    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(createComposerStore(h.storage, MessageSchema).loadDraft(7, 1)).toBe('e mais');
    expect(h.actor.getSnapshot().context.draft).toBe('e mais');
  });
});

describe('composer paths: the outbox across a reload (what the user typed is never lost)', () => {
  const failure = { error: 'ERR_SENDING_WAPP_MSG' };

  it('unconfirmed texts come back after a reload, failed, in order, with their quote; nothing goes out by itself', async () => {
    const storage = memoryStorage();
    const before = start({ storage });
    const quoted = makeMessage();
    before.actor.send({ type: 'composer.reply', message: quoted });
    before.actor.send({ type: 'composer.type', text: 'um' });
    before.actor.send({ type: 'composer.send', body: 'um' });
    before.server.requests[0]?.reject(failure);
    before.actor.send({ type: 'composer.type', text: 'dois' });
    before.actor.send({ type: 'composer.send', body: 'dois' });
    before.actor.send({ type: 'composer.type', text: 'ainda digitando' });
    await tick();
    // The reload: 'um' failed, 'dois' still in flight, and a draft.
    before.actor.stop();

    const after = start({ storage });
    const context = after.actor.getSnapshot().context;
    expect(after.statuses()).toEqual(['failed', 'failed']);
    expect(context.outbox.map((item) => item.entry.getSnapshot().context.delivery)).toEqual([
      { kind: 'text', ticketId: 1, body: 'um', quotedMsg: quoted },
      { kind: 'text', ticketId: 1, body: 'dois', quotedMsg: null },
    ]);
    expect(context.draft).toBe('ainda digitando');
    expect(after.server.requests).toEqual([]);
    // Restored quietly: the failure was said when it happened.
    expect(after.effects).toEqual([]);

    // A new send gets an id of its own after the restored ones.
    after.actor.send({ type: 'composer.send', body: 'ainda digitando' });
    expect(after.actor.getSnapshot().context.outbox.map((i) => i.id)).toEqual([
      'outbox.1',
      'outbox.2',
      'outbox.3',
    ]);
    after.actor.send({ type: 'outbox.retry', id: 'outbox.2' });
    after.actor.send({ type: 'outbox.retry', id: 'outbox.2' });
    expect(after.server.requests.map((r) => r.delivery.kind === 'text' && r.delivery.body)).toEqual([
      'ainda digitando',
      'dois',
    ]);
    after.server.requests[1]?.resolve();
    await waitFor(after.actor, (s) => s.context.outbox.length === 2);
    expect(
      createComposerStore(storage, MessageSchema)
        .loadOutbox(7, 1)
        .map((send) => send.body),
    ).toEqual(['um', 'ainda digitando']);
    after.actor.send({ type: 'outbox.discard', id: 'outbox.1' });
    after.server.requests[0]?.resolve();
    await waitFor(after.actor, (s) => s.context.outbox.length === 0);
    expect(storage.getItem(outboxKey(7, 1))).toBeNull();
    expect(storage.getItem(draftKey(7, 1))).toBeNull();
  });

  it('a conversation closed while its text was on the way (another ticket opened): answered, it does not come back', async () => {
    const storage = memoryStorage();
    const srv = server();
    const before = start({ storage, deliver: srv });
    before.actor.send({ type: 'composer.type', text: 'vai' });
    before.actor.send({ type: 'composer.send', body: 'vai' });
    before.actor.send({ type: 'composer.type', text: 'falha' });
    before.actor.send({ type: 'composer.send', body: 'falha' });
    before.actor.stop();
    srv.requests[0]?.resolve();
    srv.requests[1]?.reject(failure);
    await tick();
    // Back in that ticket: the one that went through is not 'Não enviada'; the one that failed is.
    const after = start({ storage });
    expect(after.statuses()).toEqual(['failed']);
    expect(after.actor.getSnapshot().context.outbox[0]?.entry.getSnapshot().context.delivery).toMatchObject({
      body: 'falha',
    });
  });

  it('files that went through while their conversation was closed do not bring their caption back', async () => {
    const storage = memoryStorage();
    const srv = server();
    const before = start({ storage, deliver: srv });
    before.actor.send({ type: 'composer.type', text: 'segue o contrato' });
    before.actor.send({
      type: 'composer.sendMedia',
      files: [new File(['a'], 'a.pdf')],
      caption: 'segue o contrato',
    });
    before.actor.stop();
    srv.requests[0]?.resolve();
    await tick();
    expect(start({ storage }).actor.getSnapshot().context.draft).toBe('');
  });

  it('two equal texts are two sends: one going through leaves the other', async () => {
    const h = start();
    for (let i = 0; i < 2; i += 1) {
      h.actor.send({ type: 'composer.type', text: 'ok' });
      h.actor.send({ type: 'composer.send', body: 'ok' });
    }
    h.server.requests[0]?.reject(failure);
    h.server.requests[1]?.resolve();
    await waitFor(h.actor, (s) => s.context.outbox.length === 1);
    expect(createComposerStore(h.storage, MessageSchema).loadOutbox(7, 1)).toHaveLength(1);
    expect(h.statuses()).toEqual(['failed']);
  });

  it('the stored outbox belongs to its user and ticket; one that does not parse is ignored', () => {
    const storage = memoryStorage();
    const a = start({ storage });
    a.actor.send({ type: 'composer.type', text: 'oi' });
    a.actor.send({ type: 'composer.send', body: 'oi' });
    a.actor.stop();
    expect(start({ storage, ticketId: 2 }).statuses()).toEqual([]);
    expect(start({ storage, userId: 8 }).statuses()).toEqual([]);
    expect(start({ storage }).statuses()).toEqual(['failed']);
    storage.setItem(outboxKey(7, 3), '[{"body": 42}]');
    expect(start({ storage, ticketId: 3 }).statuses()).toEqual([]);
  });

  it('files are not kept (local storage cannot hold them); their caption stays as the draft until they went', async () => {
    const storage = memoryStorage();
    const h = start({ storage });
    h.actor.send({ type: 'composer.type', text: 'segue o contrato' });
    h.actor.send({
      type: 'composer.sendMedia',
      files: [new File(['a'], 'a.pdf')],
      caption: 'segue o contrato',
    });
    expect(storage.getItem(outboxKey(7, 1))).toBeNull();
    expect(createComposerStore(storage, MessageSchema).loadDraft(7, 1)).toBe('segue o contrato');
    h.server.requests[0]?.reject(failure);
    await tick();
    expect(start({ storage }).actor.getSnapshot().context.draft).toBe('segue o contrato');
    h.actor.send({ type: 'outbox.retry', id: 'outbox.1' });
    h.server.requests[1]?.resolve();
    await waitFor(h.actor, (s) => s.context.outbox.length === 0);
    expect(storage.getItem(draftKey(7, 1))).toBeNull();
  });

  it('a text that goes through while files are still on their way leaves their caption stored', async () => {
    const storage = memoryStorage();
    const before = start({ storage });
    before.actor.send({ type: 'composer.type', text: 'texto' });
    before.actor.send({ type: 'composer.send', body: 'texto' });
    before.actor.stop();
    const h = start({ storage });
    h.actor.send({ type: 'composer.type', text: 'legenda' });
    h.actor.send({ type: 'composer.sendMedia', files: [new File(['a'], 'a.pdf')], caption: 'legenda' });
    h.actor.send({ type: 'outbox.retry', id: 'outbox.1' });
    h.server.requests[1]?.resolve();
    await waitFor(h.actor, (s) => s.context.outbox.length === 1);
    expect(storage.getItem(outboxKey(7, 1))).toBeNull();
    // The files are not confirmed yet: a reload now still finds their caption.
    expect(createComposerStore(storage, MessageSchema).loadDraft(7, 1)).toBe('legenda');
  });
});

describe('composer paths: draft, reply, sign', () => {
  it('the draft is kept per user and ticket: a new composer of the same ticket finds it, another ticket does not', () => {
    const storage = memoryStorage();
    const a = start({ storage, ticketId: 1 });
    a.actor.send({ type: 'composer.type', text: 'rascunho' });
    a.actor.stop();
    expect(start({ storage, ticketId: 2 }).actor.getSnapshot().context.draft).toBe('');
    expect(start({ storage, ticketId: 1, userId: 8 }).actor.getSnapshot().context.draft).toBe('');
    expect(start({ storage, ticketId: 1 }).actor.getSnapshot().context.draft).toBe('rascunho');
  });

  it('a stored draft that does not parse is ignored; erasing the text removes it', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(7, 1), '{"text": 42}');
    const h = start({ storage });
    expect(h.actor.getSnapshot().context.draft).toBe('');
    h.actor.send({ type: 'composer.type', text: 'a' });
    expect(storage.getItem(draftKey(7, 1))).toBe('{"text":"a"}');
    h.actor.send({ type: 'composer.type', text: '' });
    expect(storage.getItem(draftKey(7, 1))).toBeNull();
  });

  it('reply: the next text quotes the message, then the reply is over; cancel clears it', () => {
    const h = start();
    const quoted = makeMessage();
    h.actor.send({ type: 'composer.reply', message: quoted });
    expect(h.actor.getSnapshot().context.replyTo).toBe(quoted);
    h.actor.send({ type: 'composer.type', text: 'sim' });
    h.actor.send({ type: 'composer.send', body: 'sim' });
    expect(h.server.requests[0]?.delivery).toEqual({
      kind: 'text',
      ticketId: 1,
      body: 'sim',
      quotedMsg: quoted,
    });
    expect(h.actor.getSnapshot().context.replyTo).toBeNull();
    h.actor.send({ type: 'composer.reply', message: quoted });
    h.actor.send({ type: 'composer.cancelReply' });
    expect(h.actor.getSnapshot().context.replyTo).toBeNull();
  });

  it('the sign option is on by default and remembered per user (S1 §3, §4.4)', () => {
    const storage = memoryStorage();
    const h = start({ storage });
    expect(h.actor.getSnapshot().context.sign).toBe(true);
    h.actor.send({ type: 'composer.sign', sign: false });
    expect(storage.getItem(signKey(7))).toBe('false');
    expect(start({ storage, ticketId: 2 }).actor.getSnapshot().context.sign).toBe(false);
    expect(start({ storage, userId: 8 }).actor.getSnapshot().context.sign).toBe(true);
  });
});

describe('what the composer and the recording emit', () => {
  it('every key exists in pt, en and es', async () => {
    const h = start();
    h.actor.send({ type: 'composer.type', text: 'oi' });
    h.actor.send({ type: 'composer.send', body: 'oi' });
    h.server.requests[0]?.reject(new Error('x'));
    await tick();
    const keys = [
      ...h.effects.flatMap((e) => (e.type === 'notify' ? [e.key] : [])),
      // audio-recording.machine.ts: the too-short discard.
      'composer:audio.tooShort',
    ];
    expect(audioRecordingMachine.implementations.actions).toHaveProperty('notifyTooShort');
    for (const lng of ['pt', 'en', 'es'] as const) {
      const i18n = createI18n(lng, bundles);
      for (const key of keys) expect(i18n.exists(key, { lng }), `${key} in ${lng}`).toBe(true);
    }
  });
});
