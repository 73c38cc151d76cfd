import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import { IgnoredAnswerSchema } from './void.ts';
import { ContactSchema, ContactsPageSchema, type Contact } from './schemas/index.ts';

export type ContactsPage = v.InferOutput<typeof ContactsPageSchema>;

export interface ContactListParams {
  pageNumber: number;
  searchParam?: string;
}

export interface ContactInput {
  name: string;
  number: string;
  email?: string;
  extraInfo?: readonly { name: string; value: string }[];
}

export function createContactsApi(client: ApiClient) {
  return {
    /** 30 a page, name ascending. */
    list(params: ContactListParams): Promise<ContactsPage> {
      return client.request({
        method: 'GET',
        path: '/contacts',
        schema: ContactsPageSchema,
        query: { ...params },
      });
    },
    get(contactId: number): Promise<Contact> {
      return client.request({ method: 'GET', path: `/contacts/${contactId}`, schema: ContactSchema });
    },
    /** DELETE /contacts/:id answers { message: 'Contact deleted' }. */
    ...recordCalls<ContactInput, typeof ContactSchema>(client, '/contacts', ContactSchema),
    /**
     * POST /contacts/import, no body: the backend reads the default connection's phone book (ImportContactsService)
     * and creates or renames contacts; it answers { message } and emits no frame.
     */
    async importFromPhone(): Promise<void> {
      await client.request({ method: 'POST', path: '/contacts/import', schema: IgnoredAnswerSchema });
    },
  };
}
export type ContactsApi = ReturnType<typeof createContactsApi>;
