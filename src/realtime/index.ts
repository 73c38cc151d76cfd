export {
  createRealtime,
  DEDUPE_WINDOW_MS,
  SERVER_DISCONNECT_BACKOFF_MS,
  type RealtimeOptions,
} from './realtime.ts';
export { coalesce, COALESCE_MS } from './coalesce.ts';
export type {
  ConnectionSignal,
  DomainEvent,
  EntityEvent,
  EntityEventOf,
  EntityName,
  EntityRecords,
  ScopedChannel,
  Realtime,
  RealtimeState,
  RealtimeStats,
  RealtimeStatus,
  RoomJoin,
} from './types.ts';
export {
  createSocketPort,
  PING_MS,
  type SocketPort,
  type SocketPortFactory,
  type SocketPortOptions,
} from './socket-port.ts';
export { describeIssue, frameFamilies, scopedFamily, type FrameIssue } from './frames.ts';
