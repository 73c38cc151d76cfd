import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AnnouncementSchema,
  CampaignSchema,
  ContactListItemSchema,
  ContactListItemsPageSchema,
  ContactListsPageSchema,
  whatsappValidity,
} from './s2.ts';

/** The S2 answers whose samples are empty, in the shapes of the reference backend's services. */
describe('S2 entity schemas', () => {
  it('GET /contact-lists: contactsCount is a SQL count (text on Postgres); absent in a frame stays undefined', () => {
    const page = v.parse(ContactListsPageSchema, {
      records: [
        { id: 1, name: 'Clientes', contactsCount: '3' },
        { id: 2, name: 'Vazia', contactsCount: 0 },
        { id: 3, name: 'Nova' },
      ],
      count: [],
      hasMore: false,
    });
    expect(page.records.map((r) => r.contactsCount)).toEqual([3, 0, undefined]);
  });

  it('GET /contact-list-items answers {contacts, count, hasMore}; validity null, true, false', () => {
    const item = (isWhatsappValid: boolean | null) => ({
      id: 1,
      name: 'A',
      number: '5511',
      email: '',
      isWhatsappValid,
      contactListId: 5,
    });
    const page = v.parse(ContactListItemsPageSchema, {
      contacts: [item(null), item(true), item(false)],
      count: 3,
      hasMore: false,
    });
    expect(page.contacts.map(whatsappValidity)).toEqual(['validating', 'valid', 'invalid']);
    // Absent (an older row) is validating too, not invalid.
    const { isWhatsappValid: _, ...bare } = item(null);
    expect(whatsappValidity(v.parse(ContactListItemSchema, bare))).toBe('validating');
  });

  it('a campaign with the nulls of its columns reads with the defaults; an unknown status cannot be shown', () => {
    const campaign = v.parse(CampaignSchema, {
      id: 1,
      name: 'C',
      message1: null,
      status: null,
      confirmation: null,
      scheduledAt: null,
      contactList: null,
      whatsapp: { id: 1, name: 'W' },
    });
    expect(campaign).toMatchObject({ message1: '', status: 'INATIVA', confirmation: false });
    // Shipping comes only with GET /campaigns/:id and the queue's frames: absent is 'not carried', null is none.
    expect(campaign.shipping).toBeUndefined();
    expect(v.parse(CampaignSchema, { id: 1, name: 'C', shipping: null }).shipping).toEqual([]);
    expect(v.safeParse(CampaignSchema, { id: 1, name: 'C', status: 'PAUSADA' }).success).toBe(false);
  });

  it('an announcement’s priority: 1, 2, 3, as text too; missing or unknown is the default 3', () => {
    const priority = (value: unknown) =>
      v.parse(AnnouncementSchema, {
        id: 1,
        title: 'T',
        text: 'x',
        priority: value,
        createdAt: '2026-11-21T19:23:57Z',
      }).priority;
    expect([priority(1), priority('2'), priority(3), priority(null), priority(7)]).toEqual([1, 2, 3, 3, 3]);
  });
});
