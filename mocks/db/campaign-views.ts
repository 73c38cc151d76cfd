import type { State } from './projection.ts';
import type {
  CampaignRow,
  CampaignSettingRow,
  CampaignShippingRow,
  ContactListItemRow,
  ContactListRow,
} from './rows.ts';
import type { JsonObject } from './views.ts';

/** Wire shapes of the campaigns (CampaignController, CampaignSettingController, queues.ts), from the read models. */

export function contactListModel(l: ContactListRow): JsonObject {
  return { id: l.id, name: l.name, companyId: l.companyId, createdAt: l.createdAt, updatedAt: l.updatedAt };
}

export function contactListItemModel(i: ContactListItemRow): JsonObject {
  return {
    id: i.id,
    name: i.name,
    number: i.number,
    email: i.email,
    contactListId: i.contactListId,
    isWhatsappValid: i.isWhatsappValid,
    companyId: i.companyId,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
  };
}

export function listItemsOf(state: State, contactListId: number): ContactListItemRow[] {
  return [...state.tables.contactListItems.values()]
    .filter((i) => i.contactListId === contactListId)
    .sort((a, b) => a.id - b.id);
}

export function shippingOf(state: State, campaignId: number): CampaignShippingRow[] {
  return [...state.tables.campaignShipping.values()]
    .filter((x) => x.campaignId === campaignId)
    .sort((a, b) => a.id - b.id);
}

export function shippingModel(x: CampaignShippingRow): JsonObject {
  return {
    id: x.id,
    jobId: null,
    number: x.number,
    message: x.message,
    confirmationMessage: x.confirmationMessage,
    confirmation: x.confirmation,
    contactId: x.contactId,
    campaignId: x.campaignId,
    confirmationRequestedAt: x.confirmationRequestedAt,
    confirmedAt: x.confirmedAt,
    deliveredAt: x.deliveredAt,
    createdAt: x.createdAt,
    updatedAt: x.updatedAt,
  };
}

function campaignFields(c: CampaignRow): JsonObject {
  return {
    id: c.id,
    name: c.name,
    message1: c.message1,
    message2: c.message2,
    message3: c.message3,
    message4: c.message4,
    message5: c.message5,
    confirmationMessage1: c.confirmationMessage1,
    confirmationMessage2: c.confirmationMessage2,
    confirmationMessage3: c.confirmationMessage3,
    confirmationMessage4: c.confirmationMessage4,
    confirmationMessage5: c.confirmationMessage5,
    status: c.status,
    confirmation: c.confirmation,
    mediaPath: c.mediaPath,
    mediaName: c.mediaName,
    scheduledAt: c.scheduledAt,
    completedAt: c.completedAt,
    companyId: c.companyId,
    contactListId: c.contactListId,
    whatsappId: c.whatsappId,
    fileListId: null,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

function whatsappOf(state: State, c: CampaignRow): JsonObject | null {
  const w = c.whatsappId === null ? undefined : state.tables.whatsapps.get(c.whatsappId);
  return w ? { id: w.id, name: w.name } : null;
}

/**
 * GET /campaigns, POST, PUT and their frames: the row with `contactList` (the list's model, no contacts) and
 * `whatsapp` ({id, name}).
 */
export function campaignView(state: State, c: CampaignRow): JsonObject {
  const l = c.contactListId === null ? undefined : state.tables.contactLists.get(c.contactListId);
  return {
    ...campaignFields(c),
    contactList: l ? contactListModel(l) : null,
    whatsapp: whatsappOf(state, c),
  };
}

/** GET /campaigns/:id (ShowService): with `shipping` and the list with every one of its contacts. */
export function campaignShowView(state: State, c: CampaignRow): JsonObject {
  const l = c.contactListId === null ? undefined : state.tables.contactLists.get(c.contactListId);
  return {
    ...campaignFields(c),
    shipping: shippingOf(state, c.id).map(shippingModel),
    contactList: l
      ? { ...contactListModel(l), contacts: listItemsOf(state, l.id).map(contactListItemModel) }
      : null,
    whatsapp: whatsappOf(state, c),
  };
}

/** A valid contact of the list as the sending queue's frames carry it. */
function queueContactModel(i: ContactListItemRow): JsonObject {
  return { id: i.id, name: i.name, number: i.number, email: i.email, isWhatsappValid: true };
}

function queueShippingModel(x: CampaignShippingRow, contact: ContactListItemRow | undefined): JsonObject {
  return { ...shippingModel(x), contact: contact ? contactListItemModel(contact) : null };
}

// Rows are never changed in place (a change is a new row object): the text of an entry is kept per row.
const contactTexts = new WeakMap<ContactListItemRow, string>();
const shippingTexts = new WeakMap<
  CampaignShippingRow,
  { contact: ContactListItemRow | undefined; text: string }
>();

function contactText(i: ContactListItemRow): string {
  let text = contactTexts.get(i);
  if (text === undefined) contactTexts.set(i, (text = JSON.stringify(queueContactModel(i))));
  return text;
}

function shippingText(x: CampaignShippingRow, contact: ContactListItemRow | undefined): string {
  const held = shippingTexts.get(x);
  if (held !== undefined && held.contact === contact) return held.text;
  const text = JSON.stringify(queueShippingModel(x, contact));
  shippingTexts.set(x, { contact, text });
  return text;
}

/** Entries written out together: a frame of the queue changes one entry, and the other blocks keep their text. */
const BLOCK = 100;
interface Block {
  /** The objects the block's text was written from (the rows, in order): the same objects, the same text. */
  keys: unknown[];
  text: string;
}
const blockTexts = new WeakMap<object, Block[]>();

/**
 * `count` entries written out and joined with commas, as JSON.stringify joins a list's items. Entry i was written
 * from the objects keys[i * per] .. keys[i * per + per - 1] (its rows): a block of BLOCK entries is written again
 * only if one of them is not the same object as when it was last written.
 */
function joinedText(
  owner: object,
  count: number,
  keys: readonly unknown[],
  per: number,
  write: (index: number) => string,
): string {
  const held = blockTexts.get(owner) ?? [];
  const blocks: Block[] = [];
  for (let start = 0; start < count; start += BLOCK) {
    const end = Math.min(count, start + BLOCK);
    const from = start * per;
    const to = end * per;
    const old = held[blocks.length];
    let same = old !== undefined && old.keys.length === to - from;
    for (let k = from; same && k < to; k++) same = old?.keys[k - from] === keys[k];
    if (same && old !== undefined) {
      blocks.push(old);
      continue;
    }
    const texts: string[] = [];
    for (let i = start; i < end; i++) texts.push(write(i));
    blocks.push({ keys: keys.slice(from, to), text: texts.join(',') });
  }
  blockTexts.set(owner, blocks);
  return blocks.map((b) => b.text).join(',');
}

/**
 * The sending queue's frames (queues.ts getCampaign): the list as {id, name} with its valid contacts only, the
 * connection, and `shipping` with each entry's contact. `text` writes it out as JSON.stringify does, each entry's
 * text kept from the frame before unless its row changed (one frame per message sent, 5,000 entries each).
 */
export function campaignQueueRecord(state: State, c: CampaignRow): { view: JsonObject; text: () => string } {
  const l = c.contactListId === null ? undefined : state.tables.contactLists.get(c.contactListId);
  const items = l ? listItemsOf(state, l.id) : [];
  const valid = items.filter((i) => i.isWhatsappValid === true);
  const byId = new Map(items.map((i) => [i.id, i]));
  const shipping = shippingOf(state, c.id);
  const fields = campaignFields(c);
  const whatsapp = whatsappOf(state, c);
  const view = {
    ...fields,
    contactList: l ? { id: l.id, name: l.name, contacts: valid.map(queueContactModel) } : null,
    whatsapp,
    shipping: shipping.map((x) => queueShippingModel(x, byId.get(x.contactId))),
  };
  const text = () => {
    const list = l
      ? `{"id":${JSON.stringify(l.id)},"name":${JSON.stringify(l.name)},"contacts":[${joinedText(l, valid.length, valid, 1, (i) => contactText(valid[i] as ContactListItemRow))}]}`
      : 'null';
    const keys: unknown[] = [];
    for (const x of shipping) keys.push(x, byId.get(x.contactId));
    const entries = joinedText(c, shipping.length, keys, 2, (i) =>
      shippingText(keys[2 * i] as CampaignShippingRow, keys[2 * i + 1] as ContactListItemRow | undefined),
    );
    return `${JSON.stringify(fields).slice(0, -1)},"contactList":${list},"whatsapp":${JSON.stringify(whatsapp)},"shipping":[${entries}]}`;
  };
  return { view, text };
}

/** A setting as the model serialises it (value: the column's text). */
export function campaignSettingView(s: CampaignSettingRow): JsonObject {
  return {
    id: s.id,
    key: s.key,
    value: s.value,
    companyId: s.companyId,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}
