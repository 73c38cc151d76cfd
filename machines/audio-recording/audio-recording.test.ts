import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import type { MachineEmitted } from '../common/emitted.ts';
import { compareWithTable, deriveTransitions, unsampledEvents, type Sample } from '../testing/conformance.ts';
import {
  audioRecordingMachine,
  MIN_AUDIO_BYTES,
  type ClockTick,
  type EncodeInput,
  type Microphone,
  type RecorderCommand,
  type RecorderInput,
  type RecorderOutput,
  type SendAudioInput,
} from './audio-recording.machine.ts';
import { audioRecordingTable } from './audio-recording.table.ts';

function mp3(bytes: number): File {
  return new File([new Uint8Array(bytes)], 'audio-1.mp3', { type: 'audio/mpeg' });
}

const recorded = new Blob([new Uint8Array(32)], { type: 'audio/webm' });

interface Fakes {
  microphone?: () => Promise<Microphone>;
  encode?: (input: EncodeInput) => Promise<File>;
  send?: (input: SendAudioInput) => Promise<unknown>;
  /** The recorder fails as soon as it starts. */
  recorderFails?: boolean;
}

function start(canRecord: boolean, fakes: Fakes = {}) {
  const log = {
    microphoneRequests: 0,
    released: 0,
    recorderStops: 0,
    recorderCleanups: 0,
    encoded: [] as Blob[],
    sent: [] as File[],
    sentTo: [] as number[],
  };
  const microphone: Microphone = { release: () => void log.released++ };
  const machine = audioRecordingMachine.provide({
    actors: {
      requestMicrophone: fromPromise<Microphone, void>(() => {
        log.microphoneRequests++;
        return fakes.microphone ? fakes.microphone() : Promise.resolve(microphone);
      }),
      recorder: fromCallback<RecorderCommand, RecorderInput, RecorderOutput>(
        ({ input, receive, sendBack }) => {
          if (fakes.recorderFails) throw new Error('NotReadableError');
          receive((command) => {
            if (command.type !== 'recorder.stop') return;
            log.recorderStops++;
            // MediaRecorder hands over its data asynchronously, after `stop()`.
            void Promise.resolve().then(() => sendBack({ type: 'recorder.stopped', audio: recorded }));
          });
          return () => {
            log.recorderCleanups++;
            input.microphone.release();
          };
        },
      ),
      encode: fromPromise<File, EncodeInput>(({ input }) => {
        log.encoded.push(input.audio);
        return fakes.encode ? fakes.encode(input) : Promise.resolve(mp3(MIN_AUDIO_BYTES + 2000));
      }),
      sendAudio: fromPromise<unknown, SendAudioInput>(({ input }) => {
        log.sent.push(input.file);
        log.sentTo.push(input.ticketId);
        return fakes.send ? fakes.send(input) : Promise.resolve(null);
      }),
    },
  });
  const actor = createActor(machine, { input: { ticketId: 1, canRecord } });
  const emitted: MachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  const inState = (value: 'idle' | 'requesting' | 'recording' | 'encoding' | 'sending') =>
    waitFor(actor, (s) => s.matches(value));
  return { actor, log, emitted, inState };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('audioRecordingMachine conformance with S1 §4.2 / §9', () => {
  const microphone: Microphone = { release: () => undefined };
  const samples: Sample[] = [
    { when: 'open ticket', event: { type: 'record.start' } },
    { event: { type: 'record.cancel' } },
    { event: { type: 'record.send' } },
    { when: 'no longer open', event: { type: 'ticket.changed', canRecord: false } },
    { when: 'open', event: { type: 'ticket.changed', canRecord: true } },
    { event: { type: 'recording.tick', elapsedMs: 1000 } satisfies ClockTick },
    { event: { type: 'recorder.stopped', audio: recorded } },
    {
      event: {
        type: 'xstate.done.actor.requestMicrophone',
        actorId: 'requestMicrophone',
        output: microphone,
      },
    },
    {
      event: { type: 'xstate.error.actor.requestMicrophone', actorId: 'requestMicrophone', error: 'denied' },
    },
    { event: { type: 'xstate.error.actor.recorder', actorId: 'recorder', error: 'failed' } },
    // `bytes` only tells the two samples apart: the graph keys events by JSON, and a File serialises as {}.
    {
      when: 'under 10000 bytes',
      event: {
        type: 'xstate.done.actor.encode',
        actorId: 'encode',
        output: mp3(MIN_AUDIO_BYTES - 1),
        bytes: MIN_AUDIO_BYTES - 1,
      },
    },
    {
      when: '10000 bytes or more',
      event: {
        type: 'xstate.done.actor.encode',
        actorId: 'encode',
        output: mp3(MIN_AUDIO_BYTES),
        bytes: MIN_AUDIO_BYTES,
      },
    },
    { event: { type: 'xstate.error.actor.encode', actorId: 'encode', error: 'failed' } },
    { event: { type: 'xstate.done.actor.sendAudio', actorId: 'sendAudio', output: null } },
    { event: { type: 'xstate.error.actor.sendAudio', actorId: 'sendAudio', error: 'failed' } },
  ];
  // The recorder's hand-over after a send (the `busy` substate `recording.stopping`).
  const complete = (snapshot: AnyMachineSnapshot) =>
    snapshot.matches({ recording: 'stopping' }) ? { type: 'recorder.stopped', audio: recorded } : undefined;

  it('has a sample for every event the machine listens to', () => {
    expect(unsampledEvents(audioRecordingMachine, samples)).toEqual([]);
  });

  it('does every table row, and nothing between states that the table lacks', () => {
    const derived = deriveTransitions(audioRecordingMachine, {
      inputs: [
        { ticketId: 1, canRecord: true },
        { ticketId: 1, canRecord: false },
      ],
      samples,
      complete,
    });
    expect(compareWithTable(derived, audioRecordingTable)).toEqual({
      missingInMachine: [],
      missingInTable: [],
    });
  });
});

describe('audioRecordingMachine paths', () => {
  it('start → microphone → recording with a ticking timer → send: encodes, sends the mp3, releases the microphone', async () => {
    vi.useFakeTimers();
    const { actor, log, emitted, inState } = start(true);
    actor.send({ type: 'record.start' });
    expect(actor.getSnapshot().value).toBe('requesting');
    await inState('recording');
    expect(actor.getSnapshot().context.elapsedMs).toBe(0);

    // The default clock: the elapsed time, every second, for the mm:ss display.
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.elapsedMs).toBe(1000);
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().context.elapsedMs).toBe(3000);
    vi.useRealTimers();

    actor.send({ type: 'record.send' });
    expect(actor.getSnapshot().matches({ recording: 'stopping' })).toBe(true);
    await inState('idle');
    expect(log.recorderStops).toBe(1);
    expect(log.encoded).toEqual([recorded]);
    expect(log.sent).toHaveLength(1);
    expect(log.sent[0]?.size).toBe(MIN_AUDIO_BYTES + 2000);
    // To the ticket the recording was made in.
    expect(log.sentTo).toEqual([1]);
    expect(log.released).toBe(1);
    expect(emitted).toEqual([]);
    // Ready for the next recording.
    expect(actor.getSnapshot().context).toMatchObject({
      elapsedMs: 0,
      audio: null,
      file: null,
      microphone: null,
    });
  });

  it('passes through sending: a second start is refused while the mp3 is on its way', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { actor, log, inState } = start(true, { send: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'record.start' });
    await inState('recording');
    actor.send({ type: 'record.send' });
    await inState('sending');
    actor.send({ type: 'record.start' });
    expect(actor.getSnapshot().value).toBe('sending');
    finish(null);
    await inState('idle');
    expect(log.microphoneRequests).toBe(1);
  });

  it('a denied microphone goes to the error handler and back to idle', async () => {
    const denial = new DOMException('Permission denied', 'NotAllowedError');
    const { actor, emitted, inState } = start(true, { microphone: () => Promise.reject(denial) });
    actor.send({ type: 'record.start' });
    await inState('idle');
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: denial }]);
  });

  it('only on open tickets: start is refused and no microphone is asked for', () => {
    const { actor, log } = start(false);
    expect(actor.getSnapshot().can({ type: 'record.start' })).toBe(false);
    actor.send({ type: 'record.start' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log.microphoneRequests).toBe(0);
  });

  it('a ticket that opens later allows recording', () => {
    const { actor } = start(false);
    actor.send({ type: 'ticket.changed', canRecord: true });
    actor.send({ type: 'record.start' });
    expect(actor.getSnapshot().value).toBe('requesting');
  });

  it('cancel while recording discards: nothing encoded, nothing sent, the microphone released', async () => {
    const { actor, log, inState } = start(true);
    actor.send({ type: 'record.start' });
    await inState('recording');
    actor.send({ type: 'record.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    await Promise.resolve();
    expect(log.recorderStops).toBe(0);
    expect(log.recorderCleanups).toBe(1);
    expect(log.released).toBe(1);
    expect(log.encoded).toEqual([]);
    expect(log.sent).toEqual([]);
  });

  it('cancel while asking for the microphone goes back to idle and never records', async () => {
    let grant: (m: Microphone) => void = () => undefined;
    const { actor, log } = start(true, { microphone: () => new Promise((resolve) => (grant = resolve)) });
    actor.send({ type: 'record.start' });
    actor.send({ type: 'record.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    grant({ release: () => undefined });
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log.recorderCleanups).toBe(0);
  });

  it('the ticket closing while recording discards the recording', async () => {
    const { actor, log, inState } = start(true);
    actor.send({ type: 'record.start' });
    await inState('recording');
    actor.send({ type: 'ticket.changed', canRecord: false });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log.released).toBe(1);
    expect(log.sent).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'record.start' })).toBe(false);
  });

  it('a recording under 10000 bytes is discarded, not sent, and the user is told', async () => {
    const { actor, log, emitted, inState } = start(true, {
      encode: () => Promise.resolve(mp3(MIN_AUDIO_BYTES - 1)),
    });
    actor.send({ type: 'record.start' });
    await inState('recording');
    actor.send({ type: 'record.send' });
    await inState('idle');
    expect(log.encoded).toHaveLength(1);
    expect(log.sent).toEqual([]);
    expect(emitted).toEqual([{ type: 'notify', level: 'info', key: 'composer:audio.tooShort' }]);
  });

  it('exactly 10000 bytes is sent', async () => {
    const { actor, log, inState } = start(true, { encode: () => Promise.resolve(mp3(MIN_AUDIO_BYTES)) });
    actor.send({ type: 'record.start' });
    await inState('recording');
    actor.send({ type: 'record.send' });
    await inState('sending');
    await inState('idle');
    expect(log.sent.map((f) => f.size)).toEqual([MIN_AUDIO_BYTES]);
  });

  it('a double send stops the recorder once and sends one audio', async () => {
    const { actor, log, inState } = start(true);
    actor.send({ type: 'record.start' });
    await inState('recording');
    actor.send({ type: 'record.send' });
    actor.send({ type: 'record.send' });
    await inState('idle');
    expect(log.recorderStops).toBe(1);
    expect(log.sent).toHaveLength(1);
  });

  it('a failing recorder goes to the error handler', async () => {
    const { actor, emitted, inState } = start(true, { recorderFails: true });
    actor.send({ type: 'record.start' });
    await inState('idle');
    expect(emitted).toMatchObject([{ type: 'notify', level: 'error', key: 'errors:generic' }]);
  });

  it('a failed encoding or send goes to the error handler and back to idle', async () => {
    const failure = new Error('ERR_SENDING_WAPP_MSG');
    const sendFails = start(true, { send: () => Promise.reject(failure) });
    sendFails.actor.send({ type: 'record.start' });
    await sendFails.inState('recording');
    sendFails.actor.send({ type: 'record.send' });
    await sendFails.inState('sending');
    await sendFails.inState('idle');
    expect(sendFails.emitted).toEqual([
      { type: 'notify', level: 'error', key: 'errors:generic', error: failure },
    ]);

    const encodeFails = start(true, { encode: () => Promise.reject(failure) });
    encodeFails.actor.send({ type: 'record.start' });
    await encodeFails.inState('recording');
    encodeFails.actor.send({ type: 'record.send' });
    await encodeFails.inState('idle');
    expect(encodeFails.log.sent).toEqual([]);
    expect(encodeFails.emitted).toEqual([
      { type: 'notify', level: 'error', key: 'errors:generic', error: failure },
    ]);
  });
});
