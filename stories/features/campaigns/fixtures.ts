import * as v from 'valibot';
import { CampaignSchema, type Campaign } from '../../../src/api/schemas/s2.ts';

const NOW = Date.parse('2026-11-27T13:00:00.000Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(NOW + ms).toISOString();

/** A campaign as the backend sends it (the schema fills what is left out). */
export function campaign(fields: Record<string, unknown>): Campaign {
  return v.parse(CampaignSchema, {
    message1: 'Olá {nome}! Temos uma novidade para você.',
    contactList: { id: 1, name: 'Clientes VIP' },
    whatsapp: { id: 1, name: 'Atende Demo - Principal' },
    contactListId: 1,
    whatsappId: 1,
    ...fields,
  });
}

export const inativa = campaign({ id: 1, name: 'Black Friday', status: 'INATIVA' });
export const programada = campaign({
  id: 2,
  name: 'Boas-vindas',
  status: 'PROGRAMADA',
  scheduledAt: iso(72 * HOUR),
});
export const emAndamento = campaign({
  id: 4,
  name: 'Promoção de Natal',
  status: 'EM_ANDAMENTO',
  scheduledAt: iso(-HOUR),
  confirmation: true,
});
export const cancelada = campaign({
  id: 5,
  name: 'Pesquisa de satisfação',
  status: 'CANCELADA',
  scheduledAt: iso(-48 * HOUR),
});
export const finalizada = campaign({
  id: 6,
  name: 'Campanha de Março',
  status: 'FINALIZADA',
  scheduledAt: iso(-120 * HOUR),
  completedAt: iso(-119 * HOUR),
  mediaPath: 'campanha-marco.png',
  mediaName: 'campanha-marco.png',
});
export const rascunho = campaign({
  id: 7,
  name: 'Rascunho sem lista',
  status: 'INATIVA',
  contactList: null,
  whatsapp: null,
  contactListId: null,
  whatsappId: null,
});
export const campaigns: Campaign[] = [inativa, programada, emAndamento, cancelada, finalizada, rascunho];

const contact = (id: number, isWhatsappValid: boolean | null) => ({
  id,
  name: `Contato ${id}`,
  number: `5511999${String(id).padStart(6, '0')}`,
  email: '',
  isWhatsappValid,
});

/** A running campaign with 10 valid contacts (and one invalid), 5 delivered, confirmations asked of them, 2 answered. */
export function runningReport(fields: Record<string, unknown> = {}): Campaign {
  return campaign({
    id: 4,
    name: 'Promoção de Natal',
    status: 'EM_ANDAMENTO',
    confirmation: true,
    scheduledAt: iso(-HOUR),
    contactList: {
      id: 2,
      name: 'Leads de Março',
      contacts: [...Array.from({ length: 10 }, (_, i) => contact(i + 1, true)), contact(11, false)],
    },
    shipping: Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      number: '',
      message: '',
      confirmationMessage: '',
      deliveredAt: i < 5 ? iso(-HOUR + i * 60_000) : null,
      confirmationRequestedAt: i < 5 ? iso(-HOUR + i * 60_000) : null,
      confirmedAt: i < 2 ? iso(-HOUR + i * 60_000 + 4000) : null,
    })),
    ...fields,
  });
}

export const formatDate = (value: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(value));
