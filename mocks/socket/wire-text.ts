/**
 * A frame's payload as it goes on the wire, when its view can write it out cheaper than JSON.stringify: the sending
 * queue's campaign frame is the campaign with its list's 5,000 contacts and 5,000 shipping entries, written out at
 * every message sent, and in the demo the sandbox runs in the page it serves. The text is the same, byte for byte,
 * as JSON.stringify of the payload (mocks/socket/wire-text.test.ts); the payload object itself is what taps see.
 */
const builders = new WeakMap<object, () => string>();

/** Registers how `payload` is written out; returns it. */
export function withWireText<T extends object>(payload: T, text: () => string): T {
  builders.set(payload, text);
  return payload;
}

/** `JSON.stringify([event, payload])`, by the payload's own writer when it has one. */
export function wireText(event: string, payload: unknown): string {
  const build = typeof payload === 'object' && payload !== null ? builders.get(payload) : undefined;
  return build === undefined ? JSON.stringify([event, payload]) : `[${JSON.stringify(event)},${build()}]`;
}
