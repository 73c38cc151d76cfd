import { IgnoredAnswerSchema } from './void.ts';
import type { ApiClient } from './http.ts';

/** S3 §7: the message API's send, on the backend's host. */
export const MESSAGES_API_PATH = '/api/messages/send';

export interface ApiTextMessage {
  /** A connection's token (the connection dialog's 'Token'), sent as the bearer: not the session's. */
  token: string;
  /** Digits only: country code, area code, number. */
  number: string;
  body: string;
}

export interface ApiMediaMessage {
  token: string;
  number: string;
  file: File;
}

/**
 * The message API of S3 §2.13, as the docs page tests it: POST {backend}/api/messages/send with a connection's token
 * as the bearer. The session's token is never sent here, so a 401 ('Acesso não permitido': no connection has that
 * token) or a 403 ends no session and refreshes nothing (`bearer`).
 */
export function createMessagesApiApi(client: ApiClient) {
  return {
    async sendText(message: ApiTextMessage): Promise<void> {
      await client.request({
        method: 'POST',
        path: MESSAGES_API_PATH,
        schema: IgnoredAnswerSchema,
        bearer: message.token,
        body: { number: message.number, body: message.body },
      });
    },
    /** Multipart: number, body (the file's name, as the reference page sends it) and the file under `medias`. */
    async sendMedia(message: ApiMediaMessage): Promise<void> {
      const form = new FormData();
      form.append('number', message.number);
      form.append('body', message.file.name);
      form.append('medias', message.file);
      await client.request({
        method: 'POST',
        path: MESSAGES_API_PATH,
        schema: IgnoredAnswerSchema,
        bearer: message.token,
        body: form,
      });
    },
  };
}
export type MessagesApiApi = ReturnType<typeof createMessagesApiApi>;
