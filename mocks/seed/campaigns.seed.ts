import type { EventDraft } from '../db/events.ts';
import type {
  CampaignRow,
  CampaignSettingRow,
  CampaignShippingRow,
  ContactListItemRow,
  ContactListRow,
} from '../db/rows.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabi',
  'Heitor',
  'Íris',
  'João',
  'Karen',
  'Lucas',
];
const LAST = ['Souza', 'Lima', 'Alves', 'Costa', 'Rocha', 'Dias', 'Melo', 'Nunes'];

/**
 * The campaigns' seed for company 1, so every campaign screen has something to show: three contact lists (one with
 * invalid and still-validating numbers, one of 30, one empty), campaigns in every status — INATIVA (one with no list
 * and no connection, for the fallback texts), PROGRAMADA days ahead (editable) and within the hour (read-only, it
 * starts while the demo runs), EM_ANDAMENTO with confirmation half delivered (the runner goes on with it), CANCELADA
 * part delivered, FINALIZADA — and the interval settings with one variable.
 */
export function campaignSeed(now: number): EventDraft[] {
  const iso = (at: number) => new Date(at).toISOString();
  const created = iso(now - 20 * DAY);
  const lists: ContactListRow[] = [
    { id: 1, companyId: 1, name: 'Clientes VIP', createdAt: created, updatedAt: created },
    { id: 2, companyId: 1, name: 'Leads de Março', createdAt: created, updatedAt: created },
    { id: 3, companyId: 1, name: 'Lista vazia', createdAt: created, updatedAt: created },
  ];
  const items: ContactListItemRow[] = [];
  const item = (listId: number, n: number, valid: boolean | null) => {
    const name = `${FIRST[n % FIRST.length] ?? 'Ana'} ${LAST[(n * 3) % LAST.length] ?? 'Souza'}`;
    items.push({
      id: items.length + 1,
      companyId: 1,
      contactListId: listId,
      name,
      number: `55119${String(70000000 + n * 7919).slice(0, 8)}`,
      email: `${name.split(' ')[0]?.toLowerCase() ?? 'x'}${n}@exemplo.com.br`,
      isWhatsappValid: valid,
      createdAt: created,
      updatedAt: created,
    });
  };
  for (let n = 0; n < 12; n++) item(1, n, n === 10 ? false : n === 11 ? null : true);
  for (let n = 0; n < 30; n++) item(2, 100 + n, true);

  const base = (id: number, name: string, patch: Partial<CampaignRow>): CampaignRow => ({
    id,
    companyId: 1,
    name,
    message1: 'Olá {nome}! Temos uma novidade para você na {loja}.',
    message2: 'Oi {nome}, tudo bem? Passando para contar uma novidade.',
    message3: '',
    message4: '',
    message5: '',
    confirmationMessage1: '',
    confirmationMessage2: '',
    confirmationMessage3: '',
    confirmationMessage4: '',
    confirmationMessage5: '',
    status: 'INATIVA',
    confirmation: false,
    mediaPath: null,
    mediaName: null,
    scheduledAt: null,
    completedAt: null,
    contactListId: 1,
    whatsappId: 1,
    createdAt: created,
    updatedAt: created,
    ...patch,
  });
  const campaigns: CampaignRow[] = [
    base(1, 'Black Friday', {}),
    base(2, 'Boas-vindas', { status: 'PROGRAMADA', scheduledAt: iso(now + 3 * DAY), contactListId: 2 }),
    base(3, 'Lembrete de pagamento', { status: 'PROGRAMADA', scheduledAt: iso(now + 30 * MIN) }),
    base(4, 'Promoção de Natal', {
      status: 'EM_ANDAMENTO',
      scheduledAt: iso(now - HOUR),
      contactListId: 2,
      confirmation: true,
      confirmationMessage1: 'Responda SIM para receber o cupom, {nome}.',
    }),
    base(5, 'Pesquisa de satisfação', { status: 'CANCELADA', scheduledAt: iso(now - 2 * DAY) }),
    base(6, 'Campanha de Março', {
      status: 'FINALIZADA',
      scheduledAt: iso(now - 5 * DAY),
      completedAt: iso(now - 5 * DAY + 40 * MIN),
      mediaPath: 'campanha-marco.png',
      mediaName: 'campanha-marco.png',
    }),
    base(7, 'Rascunho sem lista', { contactListId: null, whatsappId: null, message2: '' }),
  ];
  const shipping: CampaignShippingRow[] = [];
  const ship = (c: CampaignRow, startAt: number, delivered: number, confirmed: boolean) => {
    const valid = items.filter((i) => i.contactListId === c.contactListId && i.isWhatsappValid === true);
    valid.forEach((contact, n) => {
      const done = n < delivered;
      const at = iso(startAt + n * 20_000);
      const asked = c.confirmation === true;
      shipping.push({
        id: shipping.length + 1,
        companyId: 1,
        campaignId: c.id,
        contactId: contact.id,
        number: contact.number,
        message: `\u200c Olá ${contact.name}! Temos uma novidade para você na Loja Centro.`,
        confirmationMessage: asked ? `\u200c Responda SIM para receber o cupom, ${contact.name}.` : null,
        confirmation: done && confirmed && n % 2 === 1 ? true : null,
        confirmationRequestedAt: done && asked ? at : null,
        confirmedAt: done && confirmed && n % 2 === 1 ? at : null,
        deliveredAt: done ? at : null,
        failed: false,
        createdAt: iso(startAt),
        updatedAt: done ? at : iso(startAt),
      });
    });
  };
  const [, , , running, cancelled, finished] = campaigns;
  if (running) ship(running, now - HOUR, 12, true);
  if (cancelled) ship(cancelled, now - 2 * DAY, 4, false);
  if (finished) ship(finished, now - 5 * DAY, 10, false);

  const setting = (id: number, key: string, value: string): CampaignSettingRow => ({
    id,
    companyId: 1,
    key,
    value,
    createdAt: created,
    updatedAt: created,
  });
  const settings = [
    setting(1, 'messageInterval', '5'),
    setting(2, 'longerIntervalAfter', '10'),
    setting(3, 'greaterInterval', '20'),
    setting(4, 'variables', JSON.stringify([{ key: 'loja', value: 'Loja Centro' }])),
  ];
  return [
    ...lists.map((row): EventDraft => ({ type: 'row.imported', entity: 'contactLists', row })),
    { type: 'rows.imported', entity: 'contactListItems', rows: items },
    ...campaigns.map((row): EventDraft => ({ type: 'row.imported', entity: 'campaigns', row })),
    { type: 'rows.imported', entity: 'campaignShipping', rows: shipping },
    { type: 'rows.imported', entity: 'campaignSettings', rows: settings },
  ];
}
