import { describe, expect, it } from 'vitest';
import { MIN_AUDIO_BYTES } from '../../machines/audio-recording/audio-recording.machine.ts';
import { encodePcmToMp3, mp3FileName } from './audio-recorder.ts';

const RATE = 44_100;

function tone(seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / RATE);
  return samples;
}

function bytes(chunks: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}

describe('mp3FileName (S1 §7)', () => {
  it('names the file with the timestamp and the mp3 extension', () => {
    expect(mp3FileName(1_763_900_000_000)).toBe('audio-1763900000000.mp3');
  });
});

describe('encodePcmToMp3 (S1 §9)', () => {
  it('writes MPEG-1 Layer III frames at 128 kbps', async () => {
    const mp3 = bytes(await encodePcmToMp3(tone(0.2), RATE));
    // Frame header: 11 sync bits, MPEG-1 (11), Layer III (01); then the bit-rate index, 9 = 128 kbps for MPEG-1 L3.
    expect(mp3[0]).toBe(0xff);
    expect((mp3[1] ?? 0) & 0xfe).toBe(0xfa);
    expect((mp3[2] ?? 0) >> 4).toBe(9);
  });

  it('a second of sound is about 16 KB (128 kbps): over the 10000-byte minimum; a short tap is under it', async () => {
    const second = bytes(await encodePcmToMp3(tone(1), RATE)).length;
    expect(second).toBeGreaterThan(15_000);
    expect(second).toBeLessThan(17_500);
    expect(second).toBeGreaterThanOrEqual(MIN_AUDIO_BYTES);
    expect(bytes(await encodePcmToMp3(tone(0.3), RATE)).length).toBeLessThan(MIN_AUDIO_BYTES);
  });

  it('encodes no sound to (almost) nothing rather than failing', async () => {
    expect(bytes(await encodePcmToMp3(new Float32Array(0), RATE)).length).toBeLessThan(1_000);
  });
});
