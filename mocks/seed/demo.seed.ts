import type { EventDraft } from '../db/events.ts';
import { campaignSeed } from './campaigns.seed.ts';
import { contactListsSeed } from './contact-lists.seed.ts';
import { messageIdFrom, prng, uuidFrom } from '../db/ids.ts';
import type {
  CompanyRow,
  ContactRow,
  HelpRow,
  MessageRow,
  QueueRow,
  TicketRow,
  TicketStatusValue,
  UserRow,
  WhatsappRow,
} from '../db/rows.ts';
import { chatSeed } from './chats.seed.ts';
import { AUDIO_URL, PDF_URL, QR_CODE, VIDEO_URL, avatarUrl, imageUrl, mapUrl } from './media.ts';

export type SeedKind = 'demo' | 'empty';
export interface SeedBatch {
  companyId: number | null;
  drafts: EventDraft[];
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The first id of the Tags screen's extra seed tags (company 2's tag is 6). */
const FIRST_MORE_TAG = 7;

export const SEED_PASSWORD = '123456';

const SETTINGS: readonly (readonly [string, string])[] = [
  ['chatBotType', 'text'],
  ['sendGreetingAccepted', 'disabled'],
  ['sendMsgTransfTicket', 'disabled'],
  ['sendGreetingMessageOneQueues', 'disabled'],
  ['userRating', 'disabled'],
  ['scheduleType', 'queue'],
  ['CheckMsgIsGroup', 'enabled'],
  ['call', 'disabled'],
  ['ipixc', ''],
  ['tokenixc', ''],
  ['ipmkauth', ''],
  ['clientidmkauth', ''],
  ['clientsecretmkauth', ''],
  ['asaas', ''],
  ['campaignsEnabled', 'true'],
];

const FIRST = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Wagner',
];
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Lima',
  'Araújo',
  'Fernandes',
  'Carvalho',
  'Gomes',
  'Martins',
  'Rocha',
  'Ribeiro',
  'Barbosa',
  'Teixeira',
  'Moreira',
];
const CITIES = [
  'São Paulo',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Curitiba',
  'Porto Alegre',
  'Salvador',
  'Recife',
  'Fortaleza',
  'Campinas',
  'Florianópolis',
];
const DDD = ['11', '21', '31', '41', '51', '71', '81', '85', '19', '48'];
const COLORS = ['#6B62FE', '#e53935', '#43a047', '#fb8c00', '#1e88e5', '#8e24aa', '#00897b', '#6d4c41'];

const OPENERS = [
  'Olá, bom dia! Gostaria de saber o status do meu pedido.',
  'Boa tarde, estou com problema para acessar minha conta.',
  'Oi! Vocês têm o plano empresarial disponível?',
  'Preciso da segunda via do boleto, por favor.',
  'Meu produto chegou com defeito, o que faço?',
  'Quero fazer um orçamento para 20 unidades.',
  'Vocês atendem no sábado?',
  'Consigo pagar com Pix?',
  'O técnico não apareceu no horário combinado.',
  'Quero cancelar minha assinatura.',
];
const AGENT = [
  'Olá! Tudo bem? Vou verificar para você, um momento.',
  'Claro, já estou encaminhando.',
  'Pode me informar o número do pedido, por favor?',
  'Obrigado pela paciência! Já resolvemos por aqui.',
  'Segue o link com as informações solicitadas.',
];
const CONTACT_REPLY = [
  'Perfeito, obrigado!',
  'O pedido é 48213.',
  'Certo, fico no aguardo.',
  'Muito obrigada pela ajuda 😊',
  'Ainda não recebi, pode verificar?',
];

interface Ctx {
  now: number;
  iso: (at: number) => string;
  msgSeq: number;
}

/** The seeded token of company 1's default connection: the message API's bearer in the demo (S3 §2.13). */
export const DEMO_API_TOKEN = 'atende-demo-api-token';

function company(id: number, name: string, planId: number, ctx: Ctx, email: string): CompanyRow {
  return {
    id,
    name,
    email,
    phone: null,
    status: true,
    dueDate: ctx.iso(ctx.now + 365 * DAY),
    recurrence: 'MENSAL',
    planId,
    token: `token-empresa-${id}`,
    createdAt: ctx.iso(ctx.now - 90 * DAY),
    updatedAt: ctx.iso(ctx.now - 90 * DAY),
  };
}

function settings(companyId: number, firstId: number, ctx: Ctx): EventDraft[] {
  const at = ctx.iso(ctx.now - 90 * DAY);
  return SETTINGS.map(([key, value], i) => ({
    type: 'row.imported',
    entity: 'settings',
    row: { id: firstId + i, companyId, key, value, createdAt: at, updatedAt: at },
  }));
}

function user(
  id: number,
  companyId: number,
  name: string,
  email: string,
  profile: 'admin' | 'user',
  isSuper: boolean,
  queueIds: number[],
  ctx: Ctx,
): UserRow {
  const at = ctx.iso(ctx.now - 80 * DAY);
  return {
    id,
    companyId,
    name,
    email,
    password: SEED_PASSWORD,
    profile,
    super: isSuper,
    queueIds,
    whatsappId: null,
    allTicket: 'disable',
    online: false,
    createdAt: at,
    updatedAt: at,
  };
}

function queue(id: number, companyId: number, name: string, color: string, ctx: Ctx): QueueRow {
  const at = ctx.iso(ctx.now - 80 * DAY);
  return {
    id,
    companyId,
    name,
    color,
    greetingMessage: `Olá! Você está falando com o setor de ${name}.`,
    outOfHoursMessage: 'Estamos fora do horário de atendimento.',
    createdAt: at,
    updatedAt: at,
  };
}

/** S3 §4.5: a small option tree of the Suporte queue (two roots, the first with two children). */
function queueOptions(queueId: number, companyId: number, ctx: Ctx): EventDraft[] {
  const at = ctx.iso(ctx.now - 80 * DAY);
  const option = (
    id: number,
    parentId: number | null,
    n: number,
    title: string,
    message: string,
  ): EventDraft => ({
    type: 'row.imported',
    entity: 'queueOptions',
    row: {
      id,
      companyId,
      queueId,
      parentId,
      title,
      message,
      option: String(n),
      createdAt: at,
      updatedAt: at,
    },
  });
  return [
    option(1, null, 1, 'Problemas técnicos', 'Qual serviço apresenta problema?'),
    option(2, 1, 1, 'Internet', 'Reinicie o modem e aguarde 2 minutos.'),
    option(3, 1, 2, 'Telefone', 'Um técnico vai falar com você em instantes.'),
    option(4, null, 2, 'Segunda via de boleto', 'Enviaremos a segunda via para o seu e-mail.'),
  ];
}

function whatsapp(
  id: number,
  companyId: number,
  name: string,
  status: string,
  isDefault: boolean,
  queueIds: number[],
  ctx: Ctx,
): WhatsappRow {
  const at = ctx.iso(ctx.now - 2 * HOUR);
  return {
    id,
    companyId,
    name,
    status,
    qrcode: status === 'qrcode' ? QR_CODE : '',
    retries: 0,
    isDefault,
    greetingMessage: '',
    complationMessage: 'Atendimento finalizado. Obrigado pelo contato!',
    outOfHoursMessage: '',
    ratingMessage: '',
    token: '',
    provider: 'beta',
    queueIds,
    createdAt: ctx.iso(ctx.now - 80 * DAY),
    updatedAt: at,
  };
}

function contacts(companyId: number, firstId: number, count: number, salt: number, ctx: Ctx): ContactRow[] {
  const rnd = prng(salt);
  const out: ContactRow[] = [];
  let extraId = firstId * 10;
  for (let i = 0; i < count; i++) {
    const first = FIRST[(i * 7 + salt) % FIRST.length] ?? 'Cliente';
    const last = LAST[(i * 3 + Math.floor(i / FIRST.length)) % LAST.length] ?? 'Silva';
    const city = CITIES[i % CITIES.length] ?? 'São Paulo';
    const ddd = DDD[i % DDD.length] ?? '11';
    const number = `55${ddd}9${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`;
    const at = ctx.iso(ctx.now - (30 + i) * DAY);
    const color = COLORS[i % COLORS.length] ?? '#6B62FE';
    out.push({
      id: firstId + i,
      companyId,
      name: `${first} ${last}`,
      number,
      email:
        i % 3 === 0
          ? `${first}.${last}`
              .toLowerCase()
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '') + '@exemplo.com.br'
          : '',
      profilePicUrl: i % 4 === 0 ? avatarUrl(`${first.charAt(0)}${last.charAt(0)}`, color) : '',
      isGroup: false,
      extraInfo: [
        { id: extraId++, name: 'Cidade', value: city },
        ...(i % 2 === 0
          ? [{ id: extraId++, name: 'CPF', value: `${100 + i}.${200 + i}.${300 + i}-${10 + (i % 90)}` }]
          : []),
        ...(i % 5 === 0
          ? [{ id: extraId++, name: 'Plano', value: i % 10 === 0 ? 'Empresarial' : 'Profissional' }]
          : []),
      ],
      createdAt: at,
      updatedAt: at,
    });
  }
  return out;
}

interface TicketPlan {
  row: TicketRow;
  messages: MessageRow[];
}

function msg(
  ctx: Ctx,
  t: TicketRow,
  at: number,
  fromMe: boolean,
  body: string,
  extra: Partial<MessageRow> = {},
): MessageRow {
  ctx.msgSeq += 1;
  return {
    id: messageIdFrom(ctx.msgSeq),
    companyId: t.companyId,
    ticketId: t.id,
    contactId: t.contactId,
    body,
    mediaType: 'conversation',
    mediaUrl: null,
    fromMe,
    isDeleted: false,
    isEdited: false,
    ack: fromMe ? 3 : 0,
    read: true,
    quotedMsgId: null,
    createdAt: ctx.iso(at),
    updatedAt: ctx.iso(at),
    ...extra,
  };
}

/** A long conversation with every media type (and more than one page of messages). */
function showcase(ctx: Ctx, t: TicketRow, contact: ContactRow, end: number): MessageRow[] {
  const start = end - 3 * DAY;
  const out: MessageRow[] = [];
  let at = start;
  const step = (3 * DAY) / 48;
  const next = () => (at += step);
  out.push(msg(ctx, t, next(), false, 'Olá! Comprei um notebook e preciso de ajuda com a garantia.'));
  out.push(msg(ctx, t, next(), true, 'Olá! Claro, pode me enviar a nota fiscal?', { ack: 5 }));
  out.push(
    msg(ctx, t, next(), false, 'nota-fiscal-48213.pdf', { mediaType: 'application', mediaUrl: PDF_URL }),
  );
  out.push(
    msg(ctx, t, next(), false, 'Foto do defeito', {
      mediaType: 'image',
      mediaUrl: imageUrl('Tela com listras', '#546e7a'),
    }),
  );
  out.push(msg(ctx, t, next(), false, '', { mediaType: 'audio', mediaUrl: AUDIO_URL }));
  out.push(msg(ctx, t, next(), true, 'Recebido! Vou abrir o chamado com o fabricante.', { ack: 4 }));
  const quoted = out[3];
  out.push(
    msg(ctx, t, next(), true, 'Essa listra aparece desde quando?', {
      ack: 3,
      quotedMsgId: quoted ? quoted.id : null,
    }),
  );
  out.push(msg(ctx, t, next(), false, 'Desde ontem à noite.', { mediaType: 'extendedTextMessage' }));
  out.push(
    msg(ctx, t, next(), false, 'Vídeo mostrando o problema', { mediaType: 'video', mediaUrl: VIDEO_URL }),
  );
  out.push(
    msg(
      ctx,
      t,
      next(),
      false,
      `BEGIN:VCARD\nVERSION:3.0\nN:;Marcos Técnico;;;\nFN:Marcos Técnico\nTEL;type=CELL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD`,
      {
        mediaType: 'vcard',
      },
    ),
  );
  out.push(
    msg(
      ctx,
      t,
      next(),
      false,
      `${mapUrl()}|https://maps.google.com/maps?q=-23.5614,-46.6559&z=17|Av. Paulista, 1000 - Bela Vista, São Paulo`,
      {
        mediaType: 'locationMessage',
      },
    ),
  );
  out.push(msg(ctx, t, next(), false, 'Chamada de voz perdida', { mediaType: 'call_log' }));
  out.push(msg(ctx, t, next(), false, 'Mensagem enviada por engano', { isDeleted: true }));
  out.push(msg(ctx, t, next(), true, 'Esta mensagem foi apagada', { isDeleted: true, ack: 2 }));
  out.push(
    msg(ctx, t, next(), true, 'Atualização: o fabricante aprovou a troca.', {
      mediaType: 'extendedTextMessage',
      ack: 1,
    }),
  );
  for (let i = 0; i < 26; i++) {
    const fromMe = i % 2 === 1;
    const body = fromMe
      ? (AGENT[i % AGENT.length] ?? 'Ok')
      : (CONTACT_REPLY[i % CONTACT_REPLY.length] ?? 'Ok');
    // One type the app does not know (a WhatsApp poll): it must show as a plain bubble (CONTRACT GET /messages).
    const unknown = i === 2 ? { mediaType: 'pollCreationMessage' } : {};
    out.push(msg(ctx, t, next(), fromMe, body, { ack: fromMe ? 1 + (i % 5) : 0, ...unknown }));
  }
  const last = msg(
    ctx,
    t,
    end,
    false,
    `Obrigado, ${contact.name.split(' ')[0] ?? ''} aqui. Quando chega o novo?`,
    { read: false },
  );
  out.push(last);
  return out;
}

function tickets(
  ctx: Ctx,
  companyId: number,
  firstId: number,
  list: readonly ContactRow[],
  count: number,
  whatsappIds: readonly number[],
  queueIds: readonly number[],
  owners: { attendant: number; admins: readonly number[]; attendantQueues: readonly number[] },
): TicketPlan[] {
  const out: TicketPlan[] = [];
  for (let i = 0; i < count; i++) {
    const contact = list[i % list.length];
    if (!contact) continue;
    const whatsappId = whatsappIds[Math.floor(i / list.length) % whatsappIds.length] ?? null;
    const id = firstId + i;
    // Status by band: the first quarter pending, the next third open, the rest closed.
    const status: TicketStatusValue = i < count / 4 ? 'pending' : i < count * 0.55 ? 'open' : 'closed';
    let queueId: number | null = i % 5 === 4 ? null : (queueIds[i % queueIds.length] ?? null);
    let userId: number | null = null;
    if (status === 'open' || status === 'closed') {
      if (i % 3 === 0) {
        userId = owners.attendant;
        // An attendant only works in her own queues.
        queueId = owners.attendantQueues[i % owners.attendantQueues.length] ?? null;
      } else {
        userId = owners.admins[i % owners.admins.length] ?? null;
      }
    }
    const end = ctx.now - (i + 1) * 2 * HOUR - (i % 7) * 11 * MIN;
    const unread = status === 'pending' ? 1 + (i % 4) : status === 'open' && i % 4 === 0 ? 1 + (i % 3) : 0;
    const row: TicketRow = {
      id,
      uuid: uuidFrom(`ticket:${companyId}:${id}`),
      companyId,
      status,
      unreadMessages: unread,
      lastMessage: '',
      isGroup: false,
      userId,
      contactId: contact.id,
      whatsappId,
      queueId,
      // As a real database holds them: tickets taken out of 'closed' (open ones) and closed by a customer's
      // rating (closed ones) carry chatbot null (CONTRACT.md), so every story, test and demo meets such records.
      chatbot: status !== 'pending' && i % 6 === 1 ? null : false,
      createdAt: ctx.iso(end - DAY),
      updatedAt: ctx.iso(end),
    };
    let messages: MessageRow[];
    if (i === Math.floor(count / 4) && companyId === 1) {
      messages = showcase(ctx, row, contact, end);
    } else {
      messages = [];
      const n = 3 + (i % 6);
      for (let k = 0; k < n; k++) {
        const at = end - (n - 1 - k) * 7 * MIN;
        const fromMe = status !== 'pending' && k % 2 === 1;
        const body =
          k === 0
            ? (OPENERS[i % OPENERS.length] ?? 'Olá')
            : fromMe
              ? (AGENT[(i + k) % AGENT.length] ?? 'Ok')
              : (CONTACT_REPLY[(i + k) % CONTACT_REPLY.length] ?? 'Ok');
        const unreadTail = k >= n - unread;
        messages.push(
          msg(ctx, row, at, fromMe, body, {
            ack: fromMe ? 1 + ((i + k) % 5) : 0,
            read: fromMe || !unreadTail,
            ...(k === 1 && i % 9 === 0
              ? { mediaType: 'image', mediaUrl: imageUrl('Comprovante', '#00897b'), body: 'comprovante.jpg' }
              : {}),
            ...(k === 2 && i % 11 === 0 ? { mediaType: 'audio', mediaUrl: AUDIO_URL, body: '' } : {}),
          }),
        );
      }
    }
    const lastMsg = messages[messages.length - 1];
    row.lastMessage = lastMsg ? lastMsg.body : '';
    if (lastMsg) row.updatedAt = lastMsg.createdAt;
    out.push({ row, messages });
  }
  return out;
}

/**
 * Company 1's invoices (S3 §2.10): paid months, one overdue and one still open, so every status and action shows.
 */
function invoicesSeed(ctx: Ctx): EventDraft[] {
  const row = (id: number, month: string, dueIn: number, status: 'open' | 'paid'): EventDraft => {
    const at = ctx.iso(ctx.now + (dueIn - 30) * DAY);
    return {
      type: 'row.imported',
      entity: 'invoices',
      row: {
        id,
        companyId: 1,
        detail: `Plano Profissional - ${month}`,
        status,
        value: 99.9,
        dueDate: ctx.iso(ctx.now + dueIn * DAY),
        createdAt: at,
        updatedAt: at,
      },
    };
  };
  return [
    row(1, 'Mensalidade 1', -75, 'paid'),
    row(2, 'Mensalidade 2', -45, 'paid'),
    row(3, 'Mensalidade 3', -15, 'open'),
    row(4, 'Mensalidade 4', 15, 'open'),
  ];
}

/** Three help videos (S3 §2.7), by title; the codes are sample YouTube ids (the sandbox never loads them). */
function helpSeed(at: string): HelpRow[] {
  const help = (id: number, title: string, description: string, video: string): HelpRow => ({
    id,
    title,
    description,
    video,
    link: null,
    createdAt: at,
    updatedAt: at,
  });
  return [
    help(
      1,
      'Primeiros passos',
      'Conheça a tela de atendimentos, as filas e as abas Atendendo e Aguardando.',
      'M7lc1UVf-VE',
    ),
    help(2, 'Conectando o WhatsApp', 'Como ler o QR code e manter a conexão ativa.', 'aqz-KE-bpKQ'),
    help(3, 'Respostas rápidas', 'Crie atalhos para as mensagens que você mais envia.', 'ScMzIvxBSi4'),
  ];
}

/** Builds the seed as batches of events (one batch per company). Deterministic for a given `now`. */
export function buildSeed(kind: SeedKind, now: number): SeedBatch[] {
  const ctx: Ctx = { now, iso: (at) => new Date(at).toISOString(), msgSeq: 0 };
  const planAt = ctx.iso(now - 120 * DAY);
  const platform: EventDraft[] = [
    {
      type: 'row.imported',
      entity: 'plans',
      row: {
        id: 1,
        name: 'Básico',
        users: 3,
        connections: 1,
        queues: 3,
        value: 49.9,
        useSchedules: true,
        useCampaigns: false,
        useInternalChat: true,
        useExternalApi: false,
        useKanban: false,
        createdAt: planAt,
        updatedAt: planAt,
      },
    },
    {
      type: 'row.imported',
      entity: 'plans',
      row: {
        id: 2,
        name: 'Profissional',
        users: 10,
        connections: 3,
        queues: 10,
        value: 99.9,
        useSchedules: true,
        useCampaigns: true,
        useInternalChat: true,
        useExternalApi: true,
        useKanban: true,
        createdAt: planAt,
        updatedAt: planAt,
      },
    },
    {
      type: 'row.imported',
      entity: 'plans',
      row: {
        id: 3,
        name: 'Empresarial',
        users: 50,
        connections: 10,
        queues: 30,
        value: 249.9,
        useSchedules: true,
        useCampaigns: true,
        useInternalChat: true,
        useExternalApi: true,
        useKanban: true,
        createdAt: planAt,
        updatedAt: planAt,
      },
    },
    // Help videos (S3 §2.7), platform-wide: the /helps screen and the super user's Ajuda tab.
    ...helpSeed(planAt).map((row) => ({ type: 'row.imported' as const, entity: 'helps' as const, row })),
  ];
  const c1: EventDraft[] = [
    {
      type: 'row.imported',
      entity: 'companies',
      row: company(1, 'Atende Demo', 2, ctx, 'contato@atendedemo.com.br'),
    },
    ...settings(1, 1, ctx),
    { type: 'row.imported', entity: 'queues', row: queue(1, 1, 'Suporte', '#7c7c7c', ctx) },
    { type: 'row.imported', entity: 'queues', row: queue(2, 1, 'Vendas', '#2e7d32', ctx) },
    { type: 'row.imported', entity: 'queues', row: queue(3, 1, 'Financeiro', '#1565c0', ctx) },
    ...queueOptions(1, 1, ctx),
    {
      type: 'row.imported',
      entity: 'whatsapps',
      // Its token is the message API's bearer (S3 §2.13): the docs page's test forms work on the demo as they are.
      row: {
        ...whatsapp(1, 1, 'Atende Demo - Principal', 'CONNECTED', true, [1, 2, 3], ctx),
        token: DEMO_API_TOKEN,
      },
    },
    {
      type: 'row.imported',
      entity: 'whatsapps',
      row: whatsapp(2, 1, 'Atende Demo - Suporte', 'qrcode', false, [1], ctx),
    },
    {
      type: 'row.imported',
      entity: 'users',
      row: user(1, 1, 'Admin', 'admin@admin.com', 'admin', true, [1, 2, 3], ctx),
    },
  ];
  const batches: SeedBatch[] = [{ companyId: null, drafts: platform }];
  if (kind === 'empty') {
    batches.push({ companyId: 1, drafts: c1 });
    return batches;
  }
  c1.push(
    {
      type: 'row.imported',
      entity: 'users',
      row: user(2, 1, 'Paula Gestora', 'gestor@demo.com', 'admin', false, [1, 2, 3], ctx),
    },
    {
      type: 'row.imported',
      entity: 'users',
      row: user(3, 1, 'Carla Atendente', 'atendente@demo.com', 'user', false, [1, 2], ctx),
    },
  );
  const tagAt = ctx.iso(now - 60 * DAY);
  const tagNames: readonly (readonly [string, string])[] = [
    ['VIP', '#e53935'],
    ['Orçamento', '#fb8c00'],
    ['Reclamação', '#8e24aa'],
    ['Retorno', '#43a047'],
    ['Novo cliente', '#1e88e5'],
  ];
  tagNames.forEach(([name, color], i) =>
    c1.push({
      type: 'row.imported',
      entity: 'tags',
      row: { id: i + 1, companyId: 1, name, color, kanban: 0, createdAt: tagAt, updatedAt: tagAt },
    }),
  );
  // The Tags screen's seed: 45 tags in company 1 (ids 7 on, after company 2's 6), varied colours, some on tickets
  // (below). None contains a name the tests type into a tag field ('vi', 'VIP', 'Reclam', 'Garantia', 'Urgente').
  const moreTags: readonly (readonly [string, string])[] = [
    ['Aguardando pagamento', '#f4511e'],
    ['Atacado', '#6d4c41'],
    ['Cliente antigo', '#546e7a'],
    ['Cobrança', '#c62828'],
    ['Contrato assinado', '#2e7d32'],
    ['Cupom', '#f9a825'],
    ['Desconto', '#ef6c00'],
    ['Entrega agendada', '#0277bd'],
    ['Estoque', '#4e342e'],
    ['Fidelidade', '#ad1457'],
    ['Follow-up', '#00838f'],
    ['Frete grátis', '#558b2f'],
    ['Indicação', '#6a1b9a'],
    ['Instalação', '#283593'],
    ['Lead frio', '#90caf9'],
    ['Lead quente', '#ff7043'],
    ['Manutenção', '#8d6e63'],
    ['Marketing', '#ec407a'],
    ['Negociação', '#ffa000'],
    ['Nota fiscal', '#455a64'],
    ['Parceiro', '#26a69a'],
    ['Pós-venda', '#7e57c2'],
    ['Pagamento confirmado', '#43a047'],
    ['Primeiro contato', '#29b6f6'],
    ['Promoção', '#d81b60'],
    ['Recompra', '#9ccc65'],
    ['Reembolso', '#e57373'],
    ['Revenda', '#5c6bc0'],
    ['Suspenso', '#757575'],
    ['Teste grátis', '#26c6da'],
    ['Treinamento', '#3949ab'],
    ['Atraso na entrega', '#b71c1c'],
    ['Black Friday', '#212121'],
    ['Aniversariante', '#f06292'],
    ['Cadastro incompleto', '#bdbdbd'],
    ['Documentação', '#795548'],
    ['B2B', '#1565c0'],
    ['ecommerce', '#00acc1'],
    ['Ásia', '#ffb300'],
    ['Zona norte', '#7cb342'],
  ];
  moreTags.forEach(([name, color], i) =>
    c1.push({
      type: 'row.imported',
      entity: 'tags',
      row: {
        id: FIRST_MORE_TAG + i,
        companyId: 1,
        name,
        color,
        kanban: 0,
        createdAt: tagAt,
        updatedAt: tagAt,
      },
    }),
  );
  // Quick messages are each user's own (GET /quick-messages and /list filter on userId): the admin has more than
  // one page of 20, the attendant and the manager a few.
  const quick: readonly (readonly [string, string, number | null])[] = [
    ['ola', 'Olá! Tudo bem? Como posso ajudar?', 1],
    ['horario', 'Nosso horário de atendimento é de segunda a sexta, das 8h às 18h.', 1],
    ['pix', 'Nossa chave Pix é o CNPJ 12.345.678/0001-90.', 1],
    ['aguarde', 'Um momento, por favor, estou verificando.', 3],
    ['obrigado', 'Obrigado pelo contato! Qualquer dúvida, estamos à disposição.', 1],
    ['boleto', 'Segue a segunda via do seu boleto. O vencimento é em 5 dias úteis.', 1],
    ['endereco', 'Estamos na Av. Paulista, 1000, 10º andar, São Paulo - SP.', 1],
    ['entrega', 'O prazo de entrega é de 3 a 7 dias úteis após a confirmação do pagamento.', 1],
    ['rastreio', 'Seu pedido já foi enviado! O código de rastreio chega por e-mail em até 24h.', 1],
    ['troca', 'Trocas podem ser solicitadas em até 30 dias após o recebimento, com a nota fiscal.', 1],
    ['garantia', 'Todos os produtos têm garantia de 12 meses contra defeitos de fabricação.', 1],
    ['cancelamento', 'Para cancelar, responda com o número do pedido e o motivo do cancelamento.', 1],
    ['cartao', 'Aceitamos cartões de crédito em até 10x sem juros.', 1],
    ['desconto', 'Pagamentos via Pix têm 5% de desconto.', 1],
    ['documentos', 'Para o cadastro, envie foto do RG ou CNH e um comprovante de residência.', 1],
    ['email', 'Pode nos enviar os detalhes por e-mail: contato@empresa1.com.br.', 1],
    ['feriado', 'No feriado não haverá atendimento. Retornamos no próximo dia útil.', 1],
    ['fila', 'Você está na fila de atendimento. Em breve um atendente vai falar com você.', 1],
    ['orcamento', 'Vou preparar o orçamento e envio ainda hoje.', 1],
    ['pesquisa', 'Como foi o nosso atendimento? Responda com uma nota de 1 a 5.', 1],
    ['retorno', 'Retornaremos o contato assim que tivermos uma resposta do setor responsável.', 1],
    ['senha', 'Para redefinir sua senha, use a opção "Esqueci minha senha" na tela de entrada.', 1],
    ['site', 'Confira nosso catálogo completo em www.empresa1.com.br.', 1],
    ['suporte', 'Nosso suporte técnico atende pelo telefone 0800 000 0000.', 1],
    ['transferir', 'Vou transferir você para o setor responsável, só um instante.', 1],
    ['ola', 'Oi! Aqui é a Carla, em que posso ajudar?', 3],
    ['encerrar', 'Posso ajudar em algo mais? Se não, vou encerrar o atendimento.', 3],
    ['relatorio', 'O relatório semanal segue em anexo.', 2],
  ];
  quick.forEach(([shortcode, message, userId], i) =>
    c1.push({
      type: 'row.imported',
      entity: 'quickMessages',
      row: { id: i + 1, companyId: 1, shortcode, message, userId, createdAt: tagAt, updatedAt: tagAt },
    }),
  );
  const people = contacts(1, 1, 60, 7, ctx);
  people.forEach((row) => c1.push({ type: 'row.imported', entity: 'contacts', row }));
  const plans = tickets(ctx, 1, 1, people, 80, [1, 2], [1, 2, 3], {
    attendant: 3,
    admins: [1, 2, 1],
    attendantQueues: [1, 2],
  });
  for (const p of plans) {
    c1.push({ type: 'row.imported', entity: 'tickets', row: p.row });
    for (const m of p.messages) c1.push({ type: 'row.imported', entity: 'messages', row: m });
    if (p.row.id % 4 === 1) {
      c1.push({
        type: 'row.imported',
        entity: 'ticketTags',
        row: { id: p.row.id, companyId: 1, tagIds: p.row.id % 8 === 1 ? [1, 2] : [(p.row.id % 5) + 1] },
      });
    } else if (p.row.id % 4 === 3) {
      // Tickets the first five tags leave alone carry some of the others: 0 to 5 tickets a tag.
      const k = (p.row.id - 3) / 4;
      c1.push({
        type: 'row.imported',
        entity: 'ticketTags',
        row: {
          id: p.row.id,
          companyId: 1,
          tagIds:
            k % 5 === 4
              ? [FIRST_MORE_TAG + (k % 3), FIRST_MORE_TAG + 13 + (k % 2)]
              : [FIRST_MORE_TAG + (k % 4)],
        },
      });
    }
  }
  const noteAt = (h: number) => ctx.iso(now - h * HOUR);
  c1.push(
    {
      type: 'row.imported',
      entity: 'notes',
      row: {
        id: 1,
        companyId: 1,
        note: 'Cliente prefere contato pela manhã.',
        ticketId: 21,
        contactId: 21,
        userId: 3,
        createdAt: noteAt(30),
        updatedAt: noteAt(30),
      },
    },
    {
      type: 'row.imported',
      entity: 'notes',
      row: {
        id: 2,
        companyId: 1,
        note: 'Enviado orçamento por e-mail.',
        ticketId: 21,
        contactId: 21,
        userId: 1,
        createdAt: noteAt(20),
        updatedAt: noteAt(20),
      },
    },
    {
      type: 'row.imported',
      entity: 'schedules',
      row: {
        id: 1,
        companyId: 1,
        body: 'Olá! Passando para confirmar a visita técnica de amanhã.',
        sendAt: ctx.iso(now + DAY),
        sentAt: null,
        status: 'PENDENTE',
        contactId: 21,
        ticketId: 21,
        userId: 1,
        createdAt: noteAt(5),
        updatedAt: noteAt(5),
      },
    },
  );
  // Schedules in every status the backend writes: PENDENTE (waiting), AGENDADA (queued in its last minute),
  // ENVIADA (sent, sentAt set), ERRO (the send failed, sentAt empty). More than one page of 20.
  const scheduled: readonly (readonly [string, string, number])[] = [
    ['PENDENTE', 'Lembrete: sua consulta está marcada para amanhã às 14h.', 2 * DAY],
    ['PENDENTE', 'Oi! Seu pedido está pronto para retirada na loja.', 3 * HOUR],
    ['PENDENTE', 'Feliz aniversário! Use o cupom PARABENS10 na próxima compra.', 6 * DAY],
    ['PENDENTE', 'Sua fatura vence em 3 dias.', 3 * DAY],
    ['PENDENTE', 'Confirmando a reunião de quinta-feira às 10h.', 4 * DAY],
    ['PENDENTE', 'Promoção de fim de semana: frete grátis em todo o site!', 5 * DAY],
    ['PENDENTE', 'Olá, tudo certo com a instalação? Precisa de ajuda?', 8 * HOUR],
    ['PENDENTE', 'Sua assinatura será renovada automaticamente na próxima semana.', 7 * DAY],
    ['AGENDADA', 'Seu técnico está a caminho.', 1 * MIN],
    ['AGENDADA', 'Lembrete de pagamento: vence hoje.', 1 * MIN],
    ['ENVIADA', 'Obrigado pela visita! Conte para nós como foi.', -2 * DAY],
    ['ENVIADA', 'Seu orçamento foi aprovado.', -1 * DAY],
    ['ENVIADA', 'Bom dia! Passando para lembrar da entrega de hoje.', -5 * HOUR],
    ['ENVIADA', 'Pedido confirmado, obrigado pela compra.', -3 * DAY],
    ['ENVIADA', 'Sua nota fiscal foi emitida.', -4 * DAY],
    ['ENVIADA', 'Parabéns pelo aniversário de cliente!', -6 * DAY],
    ['ERRO', 'Olá! Seu cadastro foi aprovado.', -2 * HOUR],
    ['ERRO', 'Não esqueça de avaliar nosso atendimento.', -1 * DAY],
    ['ERRO', 'Sua senha expira em 5 dias.', -3 * DAY],
    ['PENDENTE', 'Retorno sobre o chamado aberto ontem.', 1 * DAY],
    ['PENDENTE', 'Pesquisa de satisfação: responda com uma nota de 1 a 5.', 2 * DAY],
    ['ENVIADA', 'Seu reembolso foi processado.', -7 * DAY],
    ['PENDENTE', 'Convite: webinar sobre novidades na terça às 19h.', 9 * DAY],
    ['PENDENTE', 'Oi! Ainda tem interesse na proposta que enviamos?', 10 * DAY],
  ];
  scheduled.forEach(([status, body, offset], i) => {
    const id = 2 + i;
    const created = now - (scheduled.length - i) * 2 * HOUR - 10 * DAY;
    c1.push({
      type: 'row.imported',
      entity: 'schedules',
      row: {
        id,
        companyId: 1,
        body,
        sendAt: ctx.iso(now + offset),
        sentAt: status === 'ENVIADA' ? ctx.iso(now + offset + 40_000) : null,
        status,
        contactId: ((i * 7) % 60) + 1,
        ticketId: null,
        userId: i % 3 === 2 ? 3 : 1,
        createdAt: ctx.iso(created),
        updatedAt: ctx.iso(status === 'PENDENTE' ? created : Math.min(now, now + offset + 40_000)),
      },
    });
  });
  // The announcements (S2 §2): by the super admin of company 1, listed to every company; one of each priority, two
  // with a picture, one inactive (never listed), oldest first.
  const announcements: readonly (readonly [string, string, number, boolean, string | null])[] = [
    ['Boas-vindas ao Atende', 'Use o sino para ver os informativos da plataforma.', 3, true, null],
    ['Novo horário de suporte', 'A partir de segunda o suporte atende das 8h às 20h.', 2, true, '#fb8c00'],
    ['Rascunho: pesquisa de satisfação', 'Ainda não publicado.', 3, false, null],
    ['Atualização das filas', 'Vendas e Financeiro passam a usar a conexão principal.', 2, true, null],
    ['Manutenção programada', 'O sistema ficará indisponível no domingo, das 2h às 4h.', 1, true, '#e53935'],
  ];
  announcements.forEach(([title, text, priority, status, image], i) => {
    const at = ctx.iso(now - (announcements.length - i) * DAY);
    const mediaPath = image === null ? null : imageUrl(title, image);
    c1.push({
      type: 'row.imported',
      entity: 'announcements',
      row: {
        id: i + 1,
        companyId: 1,
        title,
        text,
        priority,
        status,
        mediaPath,
        mediaName: mediaPath === null ? null : `${title.toLowerCase().replace(/\s+/g, '-')}.png`,
        createdAt: at,
        updatedAt: at,
      },
    });
  });
  c1.push(...chatSeed(now));
  c1.push(...invoicesSeed(ctx));
  c1.push(...campaignSeed(now));
  const lists = contactListsSeed(now);
  c1.push(...lists.company1);
  batches.push({ companyId: 1, drafts: c1 });

  const c2: EventDraft[] = [
    {
      type: 'row.imported',
      entity: 'companies',
      row: company(2, 'Empresa Dois', 1, ctx, 'contato@empresadois.com.br'),
    },
    ...settings(2, 100, ctx),
    { type: 'row.imported', entity: 'queues', row: queue(4, 2, 'Atendimento', '#8e24aa', ctx) },
    {
      type: 'row.imported',
      entity: 'whatsapps',
      row: whatsapp(3, 2, 'Empresa Dois', 'CONNECTED', true, [4], ctx),
    },
    {
      type: 'row.imported',
      entity: 'users',
      row: user(4, 2, 'Admin Empresa Dois', 'admin@empresa2.com', 'admin', false, [4], ctx),
    },
    {
      type: 'row.imported',
      entity: 'tags',
      row: {
        id: 6,
        companyId: 2,
        name: 'Prioridade',
        color: '#d81b60',
        kanban: 0,
        createdAt: tagAt,
        updatedAt: tagAt,
      },
    },
  ];
  const people2 = contacts(2, 61, 6, 13, ctx).map((c) => ({ ...c, name: `${c.name} (E2)` }));
  people2.forEach((row) => c2.push({ type: 'row.imported', entity: 'contacts', row }));
  for (const p of tickets(ctx, 2, 81, people2, 6, [3], [4], {
    attendant: 4,
    admins: [4],
    attendantQueues: [4],
  })) {
    c2.push({ type: 'row.imported', entity: 'tickets', row: p.row });
    for (const m of p.messages) c2.push({ type: 'row.imported', entity: 'messages', row: m });
  }
  c2.push(...lists.company2);
  batches.push({ companyId: 2, drafts: c2 });

  // S1 §4.3 / §9: company 46 gets new tickets appended to its lists, not prepended; its admin shows it.
  const c46: EventDraft[] = [
    {
      type: 'row.imported',
      entity: 'companies',
      row: company(46, 'Empresa 46', 1, ctx, 'contato@empresa46.com.br'),
    },
    ...settings(46, 115, ctx),
    { type: 'row.imported', entity: 'queues', row: queue(5, 46, 'Atendimento', '#ef6c00', ctx) },
    {
      type: 'row.imported',
      entity: 'whatsapps',
      row: whatsapp(4, 46, 'Empresa 46', 'CONNECTED', true, [5], ctx),
    },
    {
      type: 'row.imported',
      entity: 'users',
      row: user(5, 46, 'Admin Empresa 46', 'admin@empresa46.com', 'admin', false, [5], ctx),
    },
  ];
  const people46 = contacts(46, 67, 6, 29, ctx).map((c) => ({ ...c, name: `${c.name} (E46)` }));
  people46.forEach((row) => c46.push({ type: 'row.imported', entity: 'contacts', row }));
  for (const p of tickets(ctx, 46, 87, people46, 6, [4], [5], {
    attendant: 5,
    admins: [5],
    attendantQueues: [5],
  })) {
    c46.push({ type: 'row.imported', entity: 'tickets', row: p.row });
    for (const m of p.messages) c46.push({ type: 'row.imported', entity: 'messages', row: m });
  }
  batches.push({ companyId: 46, drafts: c46 });
  batches.push(...dueDateCompanies(ctx));
  return batches;
}

/**
 * The super user's Empresas tab (S3 §2.5, §4.3): five more companies whose due dates fall in each colour band
 * counted from the seed's day (5 days: light yellow; 2 and -3 days: orange; -4 days: red; 40 days: none), each with
 * its campaignsEnabled setting (ids 130 on, after company 46's). No users: nobody signs in to them.
 */
function dueDateCompanies(ctx: Ctx): SeedBatch[] {
  const rows: readonly (readonly [number, string, number, number, boolean])[] = [
    [47, 'Clínica Sorriso', 5, 1, true],
    [48, 'Mercado Bom Preço', 2, 2, false],
    [49, 'Oficina Rápida', -3, 1, true],
    [50, 'Padaria Pão Quente', -4, 3, false],
    [51, 'Escola Aprender', 40, 2, true],
  ];
  return rows.map(([id, name, dueIn, planId, campaigns], i) => {
    const row = company(id, name, planId, ctx, `contato@empresa${id}.com.br`);
    const at = row.createdAt;
    return {
      companyId: id,
      drafts: [
        {
          type: 'row.imported',
          entity: 'companies',
          row: {
            ...row,
            phone: `1199999${String(id).padStart(4, '0')}`,
            dueDate: ctx.iso(ctx.now + dueIn * DAY),
          },
        },
        {
          type: 'row.imported',
          entity: 'settings',
          row: {
            id: 130 + i,
            companyId: id,
            key: 'campaignsEnabled',
            value: `${campaigns}`,
            createdAt: at,
            updatedAt: at,
          },
        },
      ],
    };
  });
}
