import type {
  KanbanCardData,
  KanbanLaneData,
} from '../../../../src/features/kanban/components/kanban-types.ts';

export const cards: KanbanCardData[] = [
  {
    id: 31,
    uuid: '6f1c1f38-8a55-4a39-9d65-2f1f2b9c0a31',
    contactName: 'Maria Souza',
    contactNumber: '5511987654321',
    lastMessage: 'Bom dia! Gostaria de saber o prazo de entrega do meu pedido.',
  },
  {
    id: 28,
    uuid: '0b1f2e9a-73a4-4ce0-8a3a-5f5b4a7f0c28',
    contactName: 'João Pereira',
    contactNumber: '5521998877665',
    lastMessage: 'Ok, obrigado',
  },
  {
    id: 25,
    uuid: 'a7d6c5b4-1e2f-4a3b-9c8d-7e6f5a4b3c25',
    contactName: 'Loja Central Comércio de Peças e Acessórios Automotivos',
    contactNumber: '5531912345678',
    lastMessage: '',
  },
];

/** The default lane with two cards, 'Proposta' with one, 'Fechamento' empty. */
export const lanes: KanbanLaneData[] = [
  { id: 'lane1', title: null, collapsed: false, isDefault: true, cards: [cards[0]!, cards[1]!] },
  { id: 'proposta', title: 'Proposta', collapsed: false, isDefault: false, cards: [cards[2]!] },
  { id: 'fechamento', title: 'Fechamento', collapsed: false, isDefault: false, cards: [] },
];

export const emptyLanes: KanbanLaneData[] = lanes.map((lane) => ({ ...lane, cards: [] }));
