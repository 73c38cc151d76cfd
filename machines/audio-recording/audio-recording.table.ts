/** S1 §2.7, §4.2 and §9 (audio recording) as data. `conformance.ts` compares it with the machine. */
import type { TableRow } from '../testing/conformance.ts';

export type AudioRecordingState = 'idle' | 'requesting' | 'recording' | 'encoding' | 'sending';

export const audioRecordingTable: readonly TableRow<AudioRecordingState>[] = [
  {
    from: 'idle',
    event: 'record.start',
    when: 'open ticket',
    to: 'requesting',
    ref: 'S1 §4.2 audio recording only on open tickets; start needs microphone permission',
  },
  {
    from: 'requesting',
    event: 'done.requestMicrophone',
    to: 'recording',
    ref: 'S1 §4.2 start (needs microphone permission); §2.7 mm:ss timer',
  },
  {
    from: 'requesting',
    event: 'error.requestMicrophone',
    to: 'idle',
    ref: 'S1 §4.2 microphone denied: the error handler (errors:generic toast)',
  },
  { from: 'requesting', event: 'record.cancel', to: 'idle', ref: 'S1 §4.2 cancel' },
  {
    from: 'requesting',
    event: 'ticket.changed',
    when: 'no longer open',
    to: 'idle',
    ref: 'S1 §4.2 only on open tickets',
  },
  {
    from: 'recording',
    event: 'record.cancel',
    to: 'idle',
    ref: 'S1 §4.2 cancel: the recording is discarded',
  },
  {
    from: 'recording',
    event: 'record.send',
    to: 'encoding',
    ref: 'S1 §4.2 send; §9 an mp3 at bit rate 128',
  },
  {
    from: 'recording',
    event: 'error.recorder',
    to: 'idle',
    ref: 'S1 §4.2 a failing recorder goes to the error handler',
  },
  {
    from: 'recording',
    event: 'ticket.changed',
    when: 'no longer open',
    to: 'idle',
    ref: 'S1 §4.2 only on open tickets',
  },
  {
    from: 'encoding',
    event: 'done.encode',
    when: 'under 10000 bytes',
    to: 'idle',
    ref: 'S1 §4.2 / §9 a recording under 10000 bytes is discarded',
  },
  {
    from: 'encoding',
    event: 'done.encode',
    when: '10000 bytes or more',
    to: 'sending',
    ref: 'S1 §7 POST /messages/{ticketId} multipart medias, an mp3 named with a timestamp',
  },
  { from: 'encoding', event: 'error.encode', to: 'idle', ref: 'S1 §4.2 failures go to the error handler' },
  { from: 'sending', event: 'done.sendAudio', to: 'idle', ref: 'S1 §4.2 send' },
  { from: 'sending', event: 'error.sendAudio', to: 'idle', ref: 'S1 §4.2 failures go to the error handler' },
];
