import { encodePdf, encodePng, encodeWav } from './encode.ts';
import { SAMPLE_VIDEO_WEBM } from './video.ts';

/** One file of the sandbox's public folder: what GET `${baseUrl}/public/<name>` answers. */
export interface PublicFile {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export const SAMPLE_PDF = 'nota-fiscal-48213.pdf';
export const SAMPLE_AUDIO = 'audio-cliente.wav';
export const SAMPLE_VIDEO = 'video-problema.webm';

function hexColor(hex: string): [number, number, number] {
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** A small landscape "photo" in the given colour: sky, sun, hills, and a monitor's stripes on the left. */
function photo(color: string): PublicFile {
  const [r, g, b] = hexColor(color);
  const W = 240;
  const H = 150;
  const bytes = encodePng(W, H, (x, y) => {
    const dx = x - 185;
    const dy = y - 40;
    if (dx * dx + dy * dy < 18 * 18) return [255, 241, 200];
    const hill = 150 - 60 * Math.exp(-((x - 90) ** 2) / 3000) - 35 * Math.exp(-((x - 200) ** 2) / 1500);
    if (y > hill) return [mix(r, 0, 0.45), mix(g, 0, 0.45), mix(b, 0, 0.45)];
    if (x < 24 && (y >> 3) % 2 === 0) return [250, 250, 250];
    const t = y / H;
    return [mix(r, 255, 0.5 - t / 3), mix(g, 255, 0.5 - t / 3), mix(b, 255, 0.5 - t / 3)];
  });
  return { contentType: 'image/png', bytes };
}

/** Two short tones with a soft envelope: audible, a second and a half, so the player has something to seek. */
function chime(): PublicFile {
  const bytes = encodeWav(1.5, 8000, (t) => {
    const f = t < 0.75 ? 660 : 880;
    const local = t % 0.75;
    const envelope = Math.min(1, local * 40) * Math.exp(-local * 4);
    return 0.5 * envelope * Math.sin(2 * Math.PI * f * t);
  });
  return { contentType: 'audio/wav', bytes };
}

function invoice(): PublicFile {
  return {
    contentType: 'application/pdf',
    bytes: encodePdf([
      'Nota fiscal 48213',
      'Notebook Atende Pro 14"',
      'Valor: R$ 4.299,00',
      'Garantia: 12 meses',
    ]),
  };
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

const IMAGE_NAME = /^image-[a-z0-9-]*?-?([0-9a-f]{6})\.png$/;

/** The name a seeded image is stored under; its colour is in the name, so the file is made from it on demand. */
export function imageFileName(label: string, color: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `image-${slug}-${color.replace(/^#/, '').toLowerCase().padEnd(6, '0').slice(0, 6)}.png`;
}

const cache = new Map<string, PublicFile>();

/** The static files every sandbox serves (the seed's media), made once on first request. */
export function staticPublicFile(name: string): PublicFile | undefined {
  const hit = cache.get(name);
  if (hit) return hit;
  let file: PublicFile | undefined;
  if (name === SAMPLE_PDF) file = invoice();
  else if (name === SAMPLE_AUDIO) file = chime();
  else if (name === SAMPLE_VIDEO)
    file = { contentType: 'video/webm', bytes: decodeBase64(SAMPLE_VIDEO_WEBM) };
  else {
    const color = IMAGE_NAME.exec(name)?.[1];
    if (color) file = photo(color);
  }
  if (file) cache.set(name, file);
  return file;
}
