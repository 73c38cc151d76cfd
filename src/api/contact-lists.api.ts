import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
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
import { IgnoredAnswerSchema } from './void.ts';

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
      create(input: { name: string }): Promise<ContactList> {
        return client.request({
          method: 'POST',
          path: '/contact-lists',
          schema: ContactListSchema,
          body: input,
        });
      },
      update(id: number, input: { name: string }): Promise<ContactList> {
        return client.request({
          method: 'PUT',
          path: `/contact-lists/${id}`,
          schema: ContactListSchema,
          body: input,
        });
      },
      async remove(id: number): Promise<void> {
        await client.request({ method: 'DELETE', path: `/contact-lists/${id}`, schema: IgnoredAnswerSchema });
      },
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
      create(input: ContactListItemInput): Promise<ContactListItem> {
        return client.request({
          method: 'POST',
          path: '/contact-list-items',
          schema: ContactListItemSchema,
          body: input,
        });
      },
      update(id: number, input: ContactListItemInput): Promise<ContactListItem> {
        return client.request({
          method: 'PUT',
          path: `/contact-list-items/${id}`,
          schema: ContactListItemSchema,
          body: input,
        });
      },
      async remove(id: number): Promise<void> {
        await client.request({
          method: 'DELETE',
          path: `/contact-list-items/${id}`,
          schema: IgnoredAnswerSchema,
        });
      },
    },
  };
}
export type ContactListsApi = ReturnType<typeof createContactListsApi>;
