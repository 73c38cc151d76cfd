import type { ApiClient } from './http.ts';
import { MessagesPageSchema, type Message, type MessagesPage } from './schemas/index.ts';
import { IgnoredAnswerSchema } from './void.ts';

export interface MessageListParams {
  pageNumber: number;
}

export interface TextMessage {
  body: string;
  quotedMsg?: Message | null;
}

export interface MediaMessage {
  /** Files (a recorded audio is an mp3 File named with a timestamp). */
  medias: readonly File[];
  body?: string;
}

export function createMessagesApi(client: ApiClient) {
  return {
    /** 20 a page, page 1 the newest; marks the ticket read (side effect on the server). */
    list(ticketId: number, params: MessageListParams): Promise<MessagesPage> {
      return client.request({
        method: 'GET',
        path: `/messages/${ticketId}`,
        schema: MessagesPageSchema,
        query: { pageNumber: params.pageNumber },
      });
    },
    /** 200 with no body: the message itself arrives over the socket. */
    async send(ticketId: number, message: TextMessage): Promise<void> {
      // The reference frontend's payload (S1 §7): read, fromMe, mediaUrl, body, quotedMsg.
      const body = {
        read: 1,
        fromMe: true,
        mediaUrl: '',
        body: message.body,
        quotedMsg: message.quotedMsg ?? undefined,
      };
      await client.request({
        method: 'POST',
        path: `/messages/${ticketId}`,
        schema: IgnoredAnswerSchema,
        body,
      });
    },
    async sendMedia(ticketId: number, message: MediaMessage): Promise<void> {
      const form = new FormData();
      form.append('fromMe', 'true');
      for (const file of message.medias) {
        form.append('medias', file);
        form.append('body', message.body ?? file.name);
      }
      await client.request({
        method: 'POST',
        path: `/messages/${ticketId}`,
        schema: IgnoredAnswerSchema,
        body: form,
      });
    },
    async remove(messageId: string): Promise<void> {
      await client.request({
        method: 'DELETE',
        path: `/messages/${encodeURIComponent(messageId)}`,
        schema: IgnoredAnswerSchema,
      });
    },
  };
}
export type MessagesApi = ReturnType<typeof createMessagesApi>;
