import type { JsonObject } from '../db/views.ts';

/** One socket.io event as the server broadcasts it: to every socket in at least one of `rooms`. */
export interface Frame {
  rooms: string[];
  event: string;
  payload: JsonObject;
}
