/** Seeded media are inline data URLs: the demo never touches the network. */
function svg(content: string, w = 320, h = 200): string {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${content}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(doc)}`;
}

export function imageUrl(label: string, color: string): string {
  return svg(
    `<rect width="320" height="200" fill="${color}"/><circle cx="250" cy="60" r="28" fill="#fff8"/>` +
      `<path d="M0 200 L110 90 L190 170 L240 120 L320 200 Z" fill="#0004"/>` +
      `<text x="16" y="34" font-family="sans-serif" font-size="20" fill="#fff">${label}</text>`,
  );
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

export const AUDIO_URL = 'data:audio/ogg;base64,T2dnUwACAAAAAAAAAAA=';
export const VIDEO_URL = 'data:video/mp4;base64,AAAAGGZ0eXBtcDQyAAAAAG1wNDJpc29t';
export const PDF_URL =
  'data:application/pdf;base64,JVBERi0xLjQKJcTl8uXrp/Og0MTGCjEgMCBvYmoKPDw+PgplbmRvYmoKdHJhaWxlcgo8PD4+CiUlRU9GCg==';
export const QR_CODE =
  '2@sandboxQrCodeAtendeDemo,7Jx2kLm9Qp0rSt1UvWx3YzAb5Cd==,c2FuZGJveA==,QXRlbmRlRGVtbw==';
