import type { ApiClient } from './http.ts';
import { TicketNoteListSchema, TicketNoteSchema, type TicketNote } from './schemas/index.ts';
import { IgnoredAnswerSchema } from './void.ts';

export interface NoteListParams {
  ticketId: number;
  contactId: number;
}

export interface NoteInput {
  note: string;
  ticketId: number;
  contactId: number;
}

export function createNotesApi(client: ApiClient) {
  return {
    list(params: NoteListParams): Promise<TicketNote[]> {
      return client.request({
        method: 'GET',
        path: '/ticket-notes/list',
        schema: TicketNoteListSchema,
        query: { ...params },
      });
    },
    create(input: NoteInput): Promise<TicketNote> {
      return client.request({ method: 'POST', path: '/ticket-notes', schema: TicketNoteSchema, body: input });
    },
    async remove(noteId: number): Promise<void> {
      await client.request({
        method: 'DELETE',
        path: `/ticket-notes/${noteId}`,
        schema: IgnoredAnswerSchema,
      });
    },
  };
}
export type NotesApi = ReturnType<typeof createNotesApi>;
