/**
 * The browser's side of the audio-recording machine (machines/audio-recording): the microphone (getUserMedia), the
 * recorder (MediaRecorder) and the mp3 encoder (Web Audio decoding, then lamejs). The screen provides them:
 * `audioRecordingMachine.provide({ actors: { ...browserAudioActors, sendAudio } })`.
 */
import { fromCallback, fromPromise } from 'xstate';
import type {
  EncodeInput,
  Microphone,
  RecorderCommand,
  RecorderInput,
  RecorderOutput,
} from '../../machines/audio-recording/audio-recording.machine.ts';

/** S1 §9: audio bit rate 128. */
export const MP3_BIT_RATE = 128;
/** lamejs encodes whole MPEG-1 Layer III frames of 1152 samples. */
const FRAME_SAMPLES = 1152;

/** S1 §7: the recorded audio is an mp3 named with a timestamp. */
export function mp3FileName(now: number): string {
  return `audio-${now}.mp3`;
}

/**
 * Mono PCM (Web Audio floats in [-1, 1]) as mp3 data at 128 kbps. The encoder (lamejs, ~150 KB) is loaded on the
 * first recording sent, not with the tickets screen.
 */
export async function encodePcmToMp3(
  samples: Float32Array,
  sampleRate: number,
): Promise<Uint8Array<ArrayBuffer>[]> {
  const { Mp3Encoder } = await import('@breezystack/lamejs');
  const encoder = new Mp3Encoder(1, sampleRate, MP3_BIT_RATE);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    pcm[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  const out: Uint8Array<ArrayBuffer>[] = [];
  const keep = (chunk: Uint8Array) => {
    // lamejs reuses its buffer between calls: copy what it returns.
    if (chunk.length > 0) out.push(Uint8Array.from(chunk));
  };
  for (let i = 0; i < pcm.length; i += FRAME_SAMPLES)
    keep(encoder.encodeBuffer(pcm.subarray(i, i + FRAME_SAMPLES)));
  keep(encoder.flush());
  return out;
}

/** The microphone stream; only the recorder below knows it is a MediaStream. */
class BrowserMicrophone implements Microphone {
  constructor(readonly stream: MediaStream) {}
  release(): void {
    for (const track of this.stream.getTracks()) track.stop();
  }
}

const requestMicrophone = fromPromise<Microphone, void>(async ({ signal }) => {
  const microphone = new BrowserMicrophone(await navigator.mediaDevices.getUserMedia({ audio: true }));
  // Cancelled while the permission prompt was open: the machine no longer wants it, give it back.
  if (signal.aborted) microphone.release();
  return microphone;
});

const recorder = fromCallback<RecorderCommand, RecorderInput, RecorderOutput>(
  ({ input, receive, sendBack }) => {
    const { microphone } = input;
    if (!(microphone instanceof BrowserMicrophone)) throw new Error('recorder: not a browser microphone');
    const mediaRecorder = new MediaRecorder(microphone.stream);
    const chunks: Blob[] = [];
    let handOver = false;
    mediaRecorder.ondataavailable = (event) => chunks.push(event.data);
    mediaRecorder.onstop = () => {
      if (handOver)
        sendBack({ type: 'recorder.stopped', audio: new Blob(chunks, { type: mediaRecorder.mimeType }) });
    };
    mediaRecorder.start();
    receive((command) => {
      if (command.type === 'recorder.stop' && mediaRecorder.state !== 'inactive') {
        handOver = true;
        mediaRecorder.stop();
      }
    });
    return () => {
      // Cancelled (or the ticket closed): stop without handing anything over.
      if (mediaRecorder.state !== 'inactive') mediaRecorder.stop();
      microphone.release();
    };
  },
);

const encode = fromPromise<File, EncodeInput>(async ({ input }) => {
  const context = new AudioContext();
  try {
    const decoded = await context.decodeAudioData(await input.audio.arrayBuffer());
    const mp3 = await encodePcmToMp3(decoded.getChannelData(0), decoded.sampleRate);
    return new File(mp3, mp3FileName(Date.now()), { type: 'audio/mpeg' });
  } finally {
    void context.close();
  }
});

/** Everything the machine needs but the send, which is the screen's (it knows the ticket and the API). */
export const browserAudioActors = { requestMicrophone, recorder, encode };
