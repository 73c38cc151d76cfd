import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import {
  ContactListItemListSchema,
  ContactListItemSchema,
  ContactListItemsPageSchema,
  ContactListListSchema,
  ContactListSchema,
  ContactListsPageSchema,
  type ContactList,
  type ContactListItem,
} from './schemas/s2.ts';

export type ContactListsPage = v.InferOutput<typeof ContactListsPageSchema>;
export type ContactListItemsPage = v.InferOutput<typeof ContactListItemsPageSchema>;

export interface ContactListItemInput {
  name: string;
  number: string;
  email: string;
  contactListId: number;
}

/**
 * S2 §7 contact lists and their items (ContactListController, ContactListItemController). Not in `createApi`: the
 * S2 schemas stay out of /login's core; the contact-list screens make it from `services.client`.
 */
export function createContactListsApi(client: ApiClient) {
  return {
    lists: {
      page(params: { pageNumber: number; searchParam?: string }): Promise<ContactListsPage> {
        return client.request({
          method: 'GET',
          path: '/contact-lists',
          schema: ContactListsPageSchema,
          query: { ...params },
        });
      },
      /**
       * Every list of the company, for selects (campaigns). The reference's FindService filters by the query's
       * companyId and fails (500) without one.
       */
      all(companyId: number): Promise<ContactList[]> {
        return client.request({
          method: 'GET',
          path: '/contact-lists/list',
          schema: ContactListListSchema,
          query: { companyId },
        });
      },
      get(id: number): Promise<ContactList> {
        return client.request({ method: 'GET', path: `/contact-lists/${id}`, schema: ContactListSchema });
      },
      ...recordCalls<{ name: string }, typeof ContactListSchema>(client, '/contact-lists', ContactListSchema),
      /** POST /contact-lists/{id}/upload, multipart field `file`: answers the items it created. */
      upload(id: number, file: Blob, fileName: string): Promise<ContactListItem[]> {
        const form = new FormData();
        form.append('file', file, fileName);
        return client.request({
          method: 'POST',
          path: `/contact-lists/${id}/upload`,
          schema: ContactListItemListSchema,
          body: form,
        });
      },
    },
    items: {
      page(params: {
        contactListId: number;
        pageNumber: number;
        searchParam?: string;
      }): Promise<ContactListItemsPage> {
        return client.request({
          method: 'GET',
          path: '/contact-list-items',
          schema: ContactListItemsPageSchema,
          query: { ...params },
        });
      },
      ...recordCalls<ContactListItemInput, typeof ContactListItemSchema>(
        client,
        '/contact-list-items',
        ContactListItemSchema,
      ),
    },
  };
}
export type ContactListsApi = ReturnType<typeof createContactListsApi>;
