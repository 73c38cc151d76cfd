import type { EventDraft } from '../db/events.ts';
import type { ContactListItemRow, ContactListRow } from '../db/rows.ts';
import { isWhatsappNumber } from '../db/whatsapp-numbers.ts';

const DAY = 24 * 60 * 60_000;
/** The contact-list screens' seed: lists 4 on, items 10001 on (the campaigns' seed has lists 1–3 and their items). */
export const FIRST_LIST_ID = 4;
export const FIRST_ITEM_ID = 10_001;
/** The list with thousands of contacts (infinite scroll, search, import into a big list). */
export const BIG_LIST_ID = 4;
export const BIG_LIST_SIZE = 5000;

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
const LAST = ['Souza', 'Lima', 'Alves', 'Costa', 'Rocha', 'Dias', 'Melo', 'Nunes', 'Pires', 'Teixeira'];

/**
 * Company 1: 'Base completa' with 5,000 contacts (every 9th number too short to be on WhatsApp: invalid) and
 * 'Fornecedores' with a few; company 2: one list of its own (never shown to company 1).
 */
export function contactListsSeed(now: number): { company1: EventDraft[]; company2: EventDraft[] } {
  const at = new Date(now - 10 * DAY).toISOString();
  const list = (id: number, companyId: number, name: string): ContactListRow => ({
    id,
    companyId,
    name,
    createdAt: at,
    updatedAt: at,
  });
  let nextItem = FIRST_ITEM_ID;
  const item = (
    companyId: number,
    contactListId: number,
    name: string,
    number: string,
    email = '',
  ): ContactListItemRow => ({
    id: nextItem++,
    companyId,
    contactListId,
    name,
    number,
    email,
    isWhatsappValid: isWhatsappNumber(number),
    createdAt: at,
    updatedAt: at,
  });
  const big: ContactListItemRow[] = [];
  for (let n = 0; n < BIG_LIST_SIZE; n += 1) {
    const name = `${FIRST[n % FIRST.length] ?? 'Ana'} ${LAST[Math.floor(n / FIRST.length) % LAST.length] ?? 'Souza'} ${String(n + 1).padStart(4, '0')}`;
    const number = n % 9 === 8 ? `1198${String(n).padStart(4, '0')}` : `5511${String(900000000 + n * 37)}`;
    big.push(item(1, BIG_LIST_ID, name, number, n % 4 === 0 ? `contato${n + 1}@exemplo.com.br` : ''));
  }
  const suppliers = [
    item(1, 5, 'Distribuidora Sol', '5521988887777', 'vendas@sol.com.br'),
    item(1, 5, 'Gráfica Rápida', '5531977776666', 'contato@grafica.com.br'),
    item(1, 5, 'Transportes Lima', '21955554444'),
    item(1, 5, 'Papelaria Central', '5541966665555'),
  ];
  const other = [item(2, 6, 'Cliente da Empresa 2', '5548999990000')];
  return {
    company1: [
      { type: 'row.imported', entity: 'contactLists', row: list(BIG_LIST_ID, 1, 'Base completa') },
      { type: 'row.imported', entity: 'contactLists', row: list(5, 1, 'Fornecedores') },
      { type: 'rows.imported', entity: 'contactListItems', rows: [...big, ...suppliers] },
    ],
    company2: [
      { type: 'row.imported', entity: 'contactLists', row: list(6, 2, 'Lista da Empresa 2') },
      { type: 'rows.imported', entity: 'contactListItems', rows: other },
    ],
  };
}
