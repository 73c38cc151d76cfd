import type { EventDraft } from '../db/events.ts';
import { uuidFrom } from '../db/ids.ts';
import type { ChatMessageRow, ChatRow, ChatUserRow } from '../db/rows.ts';

const MIN = 60_000;

interface SeedChat {
  title: string;
  ownerId: number;
  /** Members besides the owner. */
  others: number[];
  /** The conversation: [senderId, text], oldest first, one every `gapMin` minutes ending `endMinAgo` ago. */
  lines: (readonly [number, string])[];
  gapMin: number;
  endMinAgo: number;
  createdMinAgo: number;
}

const NAMES: Readonly<Record<number, string>> = { 1: 'Admin', 2: 'Paula Gestora', 3: 'Carla Atendente' };

const TEAM_LINES: readonly string[] = [
  'Bom dia, equipe! Hoje a fila de Suporte está cheia.',
  'Bom dia! Vou pegar os tickets pendentes de Vendas.',
  'Alguém viu o cliente que pediu segunda via do boleto?',
  'Já respondi, está no ticket dele.',
  'Lembrem de marcar as etiquetas nos tickets fechados.',
  'Ok, combinado.',
  'A conexão principal caiu por uns minutos, já voltou.',
  'Obrigada pelo aviso!',
];

/**
 * The internal chat's seed (S2 §2 'Internal chat'): company 1's chats with history and unreads for the admin.
 * 'Equipe de atendimento' has 130 messages (7 pages of 20: older pages load when scrolling up) and 3 unread;
 * 'Financeiro' is Paula's (the admin cannot edit or delete it) with 2 unread; 'Plantão de sábado' is Carla's,
 * read; 'Projeto novo site' is the admin's with no message yet. The bench's 20,000-message chat is made by the
 * control API (seedChat), not here: every sandbox start would replay it.
 */
export function chatSeed(now: number): EventDraft[] {
  const iso = (at: number) => new Date(at).toISOString();
  const team: (readonly [number, string])[] = [];
  for (let i = 0; i < 130; i += 1) {
    const sender = [1, 2, 3][i % 3] ?? 1;
    team.push([sender, `${TEAM_LINES[i % TEAM_LINES.length] ?? ''}${i >= 8 ? ` (${i + 1})` : ''}`]);
  }
  // The last three from the others: the admin has 3 unread.
  team.push(
    [2, 'Admin, pode revisar a escala da semana?'],
    [3, 'Eu cubro a manhã de sexta.'],
    [2, 'Perfeito!'],
  );
  const chats: SeedChat[] = [
    {
      title: 'Equipe de atendimento',
      ownerId: 1,
      others: [2, 3],
      lines: team,
      gapMin: 20,
      endMinAgo: 15,
      createdMinAgo: 60 * 24 * 30,
    },
    {
      title: 'Financeiro',
      ownerId: 2,
      others: [1],
      lines: [
        [2, 'Admin, fechei o relatório de novembro.'],
        [1, 'Ótimo, obrigado!'],
        [2, 'Faltam duas notas fiscais de fornecedores.'],
        [1, 'Vou cobrar deles hoje.'],
        [2, 'Chegou uma já.'],
        [2, 'A outra fica para amanhã.'],
      ],
      gapMin: 45,
      endMinAgo: 40,
      createdMinAgo: 60 * 24 * 7,
    },
    {
      title: 'Plantão de sábado',
      ownerId: 3,
      others: [1],
      lines: [
        [3, 'Posso fazer o plantão deste sábado?'],
        [1, 'Pode sim, obrigado Carla.'],
      ],
      gapMin: 60,
      endMinAgo: 60 * 26,
      createdMinAgo: 60 * 24 * 3,
    },
    {
      title: 'Projeto novo site',
      ownerId: 1,
      others: [2],
      lines: [],
      gapMin: 1,
      endMinAgo: 1,
      createdMinAgo: 60 * 5,
    },
  ];
  const drafts: EventDraft[] = [];
  const members: ChatUserRow[] = [];
  const messages: ChatMessageRow[] = [];
  let memberId = 1;
  let messageId = 1;
  chats.forEach((c, index) => {
    const id = index + 1;
    const createdAt = iso(now - c.createdMinAgo * MIN);
    const times = c.lines.map((_, i) => now - (c.endMinAgo + (c.lines.length - 1 - i) * c.gapMin) * MIN);
    c.lines.forEach(([senderId, message], i) => {
      const at = iso(times[i] ?? now);
      messages.push({
        id: messageId,
        companyId: 1,
        chatId: id,
        senderId,
        message,
        createdAt: at,
        updatedAt: at,
      });
      messageId += 1;
    });
    const last = c.lines.at(-1);
    const row: ChatRow = {
      id,
      uuid: uuidFrom(`seed-chat-${id}`),
      companyId: 1,
      title: c.title,
      ownerId: c.ownerId,
      lastMessage: last ? `${NAMES[last[0]] ?? ''}: ${last[1]}` : '',
      createdAt,
      updatedAt: last ? iso(times.at(-1) ?? now) : createdAt,
    };
    drafts.push({ type: 'row.imported', entity: 'chats', row });
    for (const userId of [c.ownerId, ...c.others]) {
      // Unread: the messages after this user's own last one.
      let unreads = 0;
      for (let i = c.lines.length - 1; i >= 0 && c.lines[i]?.[0] !== userId; i -= 1) unreads += 1;
      members.push({
        id: memberId,
        companyId: 1,
        chatId: id,
        userId,
        unreads,
        createdAt,
        updatedAt: createdAt,
      });
      memberId += 1;
    }
  });
  drafts.push(
    { type: 'rows.imported', entity: 'chatUsers', rows: members },
    { type: 'rows.imported', entity: 'chatMessages', rows: messages },
  );
  return drafts;
}
