/** Deterministic ids: the same input always gives the same uuid, formatted as a v4 uuid. */
function hash32(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

export function uuidFrom(key: string): string {
  const hex = [0, 1, 2, 3]
    .map((i) =>
      hash32(key, i * 0x9e3779b9)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Message ids are strings on the wire (WhatsApp key ids). */
export function messageIdFrom(seq: number): string {
  return `3EB0${seq.toString(16).toUpperCase().padStart(12, '0')}`;
}

/** A small deterministic PRNG (mulberry32) for the seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
