import { SAMPLE_AUDIO, SAMPLE_PDF, SAMPLE_VIDEO, imageFileName } from '../media/public-files.ts';

/**
 * Seeded media files are served by the sandbox at `${baseUrl}/public/<name>` (mocks/media), as the real backend
 * serves its public folder: rows store the file name, the views make it absolute. Avatars, the location card's
 * thumbnail and the QR code stay inline data URLs, as the backend sends them.
 */
function svg(content: string, w = 320, h = 200): string {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${content}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(doc)}`;
}

/** The stored name of a seeded PNG photo in this colour (made on request; see mocks/media/public-files.ts). */
export function imageUrl(label: string, color: string): string {
  return imageFileName(label, color);
}

export function mapUrl(): string {
  return svg(
    `<rect width="320" height="200" fill="#e8f0e0"/><path d="M0 120 H320 M140 0 V200" stroke="#fff" stroke-width="14"/>` +
      `<circle cx="140" cy="120" r="10" fill="#d32f2f"/>`,
  );
}

export function avatarUrl(initials: string, color: string): string {
  return svg(
    `<rect width="64" height="64" rx="32" fill="${color}"/>` +
      `<text x="32" y="40" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#fff">${initials}</text>`,
    64,
    64,
  );
}

export const AUDIO_URL = SAMPLE_AUDIO;
export const VIDEO_URL = SAMPLE_VIDEO;
export const PDF_URL = SAMPLE_PDF;

const VCARD =
  'BEGIN:VCARD\nVERSION:3.0\nN:;Marcos Técnico;;;\nFN:Marcos Técnico\nTEL;type=CELL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD';

/**
 * A served sample of one WhatsApp media type, for "a contact writes in" with any type: `mediaUrl` is what a
 * message row stores (a file name of the public folder, '' for types without a file: the wire says null) and
 * `body` the text the backend would keep with it. Null for a type with no sample (text, or one the sandbox does
 * not know: such a message is sent with its own body and no file).
 */
export function sampleMedia(mediaType: string): { mediaUrl: string; body: string } | null {
  switch (mediaType) {
    case 'image':
      return { mediaUrl: imageUrl('Foto do cliente', '#546e7a'), body: 'foto.png' };
    case 'audio':
      return { mediaUrl: SAMPLE_AUDIO, body: SAMPLE_AUDIO };
    case 'video':
      return { mediaUrl: SAMPLE_VIDEO, body: 'Vídeo' };
    case 'application':
    case 'document':
      return { mediaUrl: SAMPLE_PDF, body: SAMPLE_PDF };
    case 'vcard':
      return { mediaUrl: '', body: VCARD };
    case 'location':
    case 'locationMessage':
      return {
        mediaUrl: '',
        body: `${mapUrl()}|https://maps.google.com/maps?q=-23.5614,-46.6559&z=17|Av. Paulista, 1000 - Bela Vista, São Paulo`,
      };
    case 'call_log':
      return { mediaUrl: '', body: 'Chamada de voz perdida' };
    default:
      return null;
  }
}
export const QR_CODE =
  '2@sandboxQrCodeAtendeDemo,7Jx2kLm9Qp0rSt1UvWx3YzAb5Cd==,c2FuZGJveA==,QXRlbmRlRGVtbw==';
