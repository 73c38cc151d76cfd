/** What the message stories load media with: a backend's media URL, a picture it would answer, and no answer. */

export const MEDIA = 'https://media.example.com/public/company1';

/** A picture drawn on the spot: what a backend answering the media URL would give. */
export async function pictureBlob(): Promise<Blob> {
  const canvas = new OffscreenCanvas(240, 160);
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#0ea5e9';
    ctx.fillRect(0, 0, 240, 160);
    ctx.fillStyle = '#fef08a';
    ctx.beginPath();
    ctx.arc(180, 50, 26, 0, Math.PI * 2);
    ctx.fill();
  }
  return canvas.convertToBlob({ type: 'image/png' });
}

/** A load that never answers: the loading state, held. */
export const never = () => new Promise<Blob>(() => undefined);
