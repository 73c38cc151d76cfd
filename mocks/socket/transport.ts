import { WebSocket as EngineWebSocket } from 'engine.io-client';
import { WebSocket as MockWebSocket } from 'mock-socket';

/**
 * An engine.io-client transport named `websocket` whose socket is mock-socket's WebSocket, so the app's real
 * socket.io-client talks to the sandbox's socket server in Node and in the browser:
 * `io(origin, { transports: [SandboxSocketTransport], query: { token, companyId, userId } })`.
 * (Replacing the global WebSocket does not work: engine.io-client binds it when its module loads.)
 */
export class SandboxSocketTransport extends EngineWebSocket {
  override createSocket(uri: string): MockWebSocket {
    return new MockWebSocket(uri);
  }
}
