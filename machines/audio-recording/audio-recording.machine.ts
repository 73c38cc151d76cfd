/**
 * Recording a voice message in the composer (S1 §2.7, §4.2, §9). Top-level states are the steps the user sees:
 * `idle`, `requesting` (the microphone permission prompt), `recording` (the mm:ss timer), `encoding` (mp3) and
 * `sending`. The microphone, the recorder, the encoder and the send are provided actors: the machine runs in Node
 * tests with fakes, and the screen passes the browser's (src/lib/audio-recorder.ts) with `.provide()`.
 */
import {
  assertEvent,
  assign,
  emit,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
} from 'xstate';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';

/** S1 §4.2 / §9: a recording under 10000 bytes is discarded, never sent. */
export const MIN_AUDIO_BYTES = 10_000;

/** What the microphone actor grants; the recorder that receives it knows the concrete kind. */
export interface Microphone {
  /** Gives the device back (the browser's recording indicator goes off). */
  release(): void;
}

export interface AudioRecordingInput {
  /** The ticket the recording is sent to. */
  ticketId: number;
  /** S1 §4.2: recording only on open tickets. */
  canRecord: boolean;
}

export interface AudioRecordingContext {
  ticketId: number;
  canRecord: boolean;
  microphone: Microphone | null;
  /** Time recorded so far, for the mm:ss display; 0 outside `recording`. */
  elapsedMs: number;
  /** What the recorder captured, waiting for the encoder. */
  audio: Blob | null;
  /** The encoded mp3 (named with a timestamp), waiting to be sent or being sent. */
  file: File | null;
}

/** What the recorder sends back to the machine. */
export type RecorderOutput = { type: 'recorder.stopped'; audio: Blob };
/** What the machine asks of the recorder. */
export type RecorderCommand = { type: 'recorder.stop' };
/** What the clock sends while recording. */
export type ClockTick = { type: 'recording.tick'; elapsedMs: number };

export interface RecorderInput {
  microphone: Microphone;
}
export interface EncodeInput {
  audio: Blob;
}
export interface SendAudioInput {
  ticketId: number;
  file: File;
}

export type AudioRecordingEvent =
  | { type: 'record.start' }
  | { type: 'record.cancel' }
  /** Stop recording, then encode and send. */
  | { type: 'record.send' }
  /** The ticket changed status: recording is allowed only while it is open. */
  | { type: 'ticket.changed'; canRecord: boolean }
  | RecorderOutput
  | ClockTick
  | DoneActorEvent<Microphone, 'requestMicrophone'>
  | ErrorActorEvent<unknown, 'requestMicrophone'>
  | ErrorActorEvent<unknown, 'recorder'>
  | DoneActorEvent<File, 'encode'>
  | ErrorActorEvent<unknown, 'encode'>
  | DoneActorEvent<unknown, 'sendAudio'>
  | ErrorActorEvent<unknown, 'sendAudio'>;

const TICK_MS = 1000;

export const audioRecordingMachine = setup({
  types: {
    input: typeOf<AudioRecordingInput>(),
    context: typeOf<AudioRecordingContext>(),
    events: typeOf<AudioRecordingEvent>(),
    emitted: typeOf<MachineEmitted>(),
  },
  actors: {
    /** Asks for the microphone; rejects when the user (or the browser) denies it. */
    requestMicrophone: fromPromise<Microphone, void>(() => notProvided('requestMicrophone')),
    /** Records from the microphone until told `recorder.stop`, then sends `recorder.stopped`. Stopped without
     * that command (cancel), it discards what it recorded. It releases the microphone when it stops either way. */
    recorder: fromCallback<RecorderCommand, RecorderInput, RecorderOutput>(() => notProvided('recorder')),
    /** The recorded audio as an mp3 File (bit rate 128, named with a timestamp). */
    encode: fromPromise<File, EncodeInput>(() => notProvided('encode')),
    /** POST /messages/{ticketId} multipart with the file as `medias` (S1 §7). */
    sendAudio: fromPromise<unknown, SendAudioInput>(() => notProvided('sendAudio')),
    /** Elapsed time, measured from the start rather than counted in ticks, so a throttled tab shows the truth. */
    clock: fromCallback<EventObject, void, ClockTick>(({ sendBack }) => {
      const startedAt = Date.now();
      const id = setInterval(
        () => sendBack({ type: 'recording.tick', elapsedMs: Date.now() - startedAt }),
        TICK_MS,
      );
      return () => clearInterval(id);
    }),
  },
  guards: {
    canRecord: ({ context }) => context.canRecord,
    recordingNoLongerAllowed: ({ event }) => {
      assertEvent(event, 'ticket.changed');
      return !event.canRecord;
    },
    isTooShort: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.encode');
      return event.output.size < MIN_AUDIO_BYTES;
    },
  },
  actions: {
    assignCanRecord: assign(({ event }) => {
      assertEvent(event, 'ticket.changed');
      return { canRecord: event.canRecord };
    }),
    assignMicrophone: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.requestMicrophone');
      return { microphone: event.output };
    }),
    assignElapsed: assign(({ event }) => {
      assertEvent(event, 'recording.tick');
      return { elapsedMs: event.elapsedMs };
    }),
    assignAudio: assign(({ event }) => {
      assertEvent(event, 'recorder.stopped');
      return { audio: event.audio };
    }),
    assignFile: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.encode');
      return { file: event.output };
    }),
    stopRecorder: sendTo('recorder', { type: 'recorder.stop' }),
    reset: assign({ microphone: null, elapsedMs: 0, audio: null, file: null }),
    // Every failure of a step (a denied microphone, a broken recorder, the encoder, the send) reaches the error
    // handler the same way.
    notifyFailure: emit(({ event }): MachineEmitted => ({
      type: 'notify',
      level: 'error',
      key: 'errors:generic',
      error: 'error' in event ? event.error : undefined,
    })),
    // Beyond the spec (which only says "discarded"): without a word the user would think it was sent.
    notifyTooShort: emit({ type: 'notify', level: 'info', key: 'composer:audio.tooShort' }),
  },
}).createMachine({
  id: 'audioRecording',
  context: ({ input }) => ({
    ticketId: input.ticketId,
    canRecord: input.canRecord,
    microphone: null,
    elapsedMs: 0,
    audio: null,
    file: null,
  }),
  initial: 'idle',
  on: {
    'ticket.changed': { actions: 'assignCanRecord' },
  },
  states: {
    idle: {
      entry: 'reset',
      on: {
        'record.start': { guard: 'canRecord', target: 'requesting' },
      },
    },
    requesting: {
      invoke: {
        id: 'requestMicrophone',
        src: 'requestMicrophone',
        onDone: { target: 'recording', actions: 'assignMicrophone' },
        onError: { target: 'idle', actions: 'notifyFailure' },
      },
      on: {
        'record.cancel': { target: 'idle' },
        'ticket.changed': [
          { guard: 'recordingNoLongerAllowed', target: 'idle', actions: 'assignCanRecord' },
          { actions: 'assignCanRecord' },
        ],
      },
    },
    recording: {
      initial: 'running',
      invoke: {
        id: 'recorder',
        src: 'recorder',
        input: ({ context }): RecorderInput => {
          // `requestMicrophone` finished with it just before this state was entered.
          if (context.microphone === null) throw new Error('recording without a microphone');
          return { microphone: context.microphone };
        },
        onError: { target: 'idle', actions: 'notifyFailure' },
      },
      on: {
        'record.cancel': { target: 'idle' },
        'ticket.changed': [
          { guard: 'recordingNoLongerAllowed', target: 'idle', actions: 'assignCanRecord' },
          { actions: 'assignCanRecord' },
        ],
      },
      states: {
        running: {
          invoke: { id: 'clock', src: 'clock' },
          on: {
            'recording.tick': { actions: 'assignElapsed' },
            'record.send': { target: 'stopping', actions: 'stopRecorder' },
          },
        },
        /** The recorder is handing over what it captured; a second send is ignored. */
        stopping: {
          tags: ['busy'],
          on: {
            'recorder.stopped': { target: '#audioRecording.encoding', actions: 'assignAudio' },
          },
        },
      },
    },
    encoding: {
      invoke: {
        id: 'encode',
        src: 'encode',
        input: ({ context }): EncodeInput => {
          if (context.audio === null) throw new Error('encoding without audio');
          return { audio: context.audio };
        },
        onDone: [
          { guard: 'isTooShort', target: 'idle', actions: 'notifyTooShort' },
          { target: 'sending', actions: 'assignFile' },
        ],
        onError: { target: 'idle', actions: 'notifyFailure' },
      },
    },
    sending: {
      invoke: {
        id: 'sendAudio',
        src: 'sendAudio',
        input: ({ context }): SendAudioInput => {
          if (context.file === null) throw new Error('sending without a file');
          return { ticketId: context.ticketId, file: context.file };
        },
        onDone: { target: 'idle' },
        onError: { target: 'idle', actions: 'notifyFailure' },
      },
    },
  },
});
