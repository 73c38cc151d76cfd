import type { Message } from '../src/api/schemas/message.schema.ts';
import type { Plan } from '../src/api/schemas/plan.schema.ts';
import type { Ticket } from '../src/api/schemas/ticket.schema.ts';

/** A fixed clock so 'today' is stable in every story: 21/11/2026 15:30 local. */
export const NOW = new Date(2026, 10, 21, 15, 30);
const today = (h: number, m: number) => new Date(2026, 10, 21, h, m).toISOString();

export const queues = {
  vendas: { id: 1, name: 'Vendas', color: '#6b62fe' },
  suporte: { id: 2, name: 'Suporte Técnico', color: '#0ea5e9' },
  financeiro: { id: 3, name: 'Financeiro', color: '#f59e0b' },
};

let seq = 100;
export function makeTicket(overrides: Partial<Ticket> & { contactName?: string } = {}): Ticket {
  const id = overrides.id ?? ++seq;
  const { contactName, ...rest } = overrides;
  return {
    id,
    uuid: `uuid-${id}`,
    status: 'open',
    unreadMessages: 0,
    lastMessage: 'Olá! Gostaria de saber o status do meu pedido.',
    isGroup: false,
    userId: 1,
    contactId: id,
    whatsappId: 1,
    queueId: queues.vendas.id,
    chatbot: false,
    companyId: 1,
    updatedAt: today(14, 12),
    contact: {
      id,
      name: contactName ?? 'Mariana Souza',
      number: '5511987654321',
      email: '',
      profilePicUrl: '',
      isGroup: false,
    },
    queue: queues.vendas,
    user: { id: 1, name: 'Ana Atendente' },
    whatsapp: { name: 'Comercial' },
    tags: [],
    ...rest,
  };
}

const names = [
  'Mariana Souza',
  'João Pereira',
  'Carlos Eduardo Lima',
  'Fernanda Alves',
  'Ricardo Gomes',
  'Beatriz Rocha',
  'Paulo Henrique',
  'Juliana Martins',
  'Lucas Ferreira',
  'Camila Ribeiro',
  'Gabriel Costa',
  'Larissa Melo',
];
const messages = [
  'Olá! Gostaria de saber o status do meu pedido.',
  'Obrigado pelo retorno, ficou tudo certo 👍',
  'Vocês entregam no sábado?',
  'Segue o comprovante do pagamento.',
  'Preciso de ajuda para configurar o aparelho.',
  'Qual o prazo de garantia?',
];

export function manyTickets(count: number, status: Ticket['status'] = 'open', start = 1000): Ticket[] {
  const qs = [queues.vendas, queues.suporte, queues.financeiro, null];
  return Array.from({ length: count }, (_, i) => {
    const queue = qs[i % qs.length] ?? null;
    return makeTicket({
      id: start + i,
      status,
      contactName: names[i % names.length] ?? 'Contato',
      lastMessage: messages[i % messages.length] ?? '',
      unreadMessages: i % 3 === 0 ? (i % 7) + 1 : 0,
      queue,
      queueId: queue?.id ?? null,
      userId: status === 'pending' ? null : 1,
      user: status === 'pending' ? null : { id: 1, name: 'Ana Atendente' },
      updatedAt: i < 5 ? today(15 - i, 10 + i) : new Date(2026, 10, 20 - i, 10, 0).toISOString(),
    });
  });
}

export const plans: Plan[] = [
  { id: 1, name: 'Básico', users: 3, connections: 1, queues: 3, value: 49.9 },
  { id: 2, name: 'Profissional', users: 10, connections: 3, queues: 10, value: 149.9 },
  { id: 3, name: 'Empresarial', users: 50, connections: 10, queues: 50, value: 499 },
];

/** A message of a conversation; `minutesAgo` counts back from NOW. */
export function makeMessage(id: number, overrides: Partial<Message> & { at?: Date } = {}): Message {
  const { at, ...rest } = overrides;
  return {
    id: `m${id}`,
    body: `Mensagem ${id}`,
    mediaType: 'conversation',
    mediaUrl: null,
    fromMe: id % 3 === 0,
    isDeleted: false,
    isEdited: false,
    ack: 3,
    read: true,
    createdAt: (at ?? new Date(NOW.getTime() - (100 - id) * 60_000)).toISOString(),
    ticketId: 7,
    contactId: 7,
    quotedMsg: null,
    contact: null,
    ...rest,
  };
}
