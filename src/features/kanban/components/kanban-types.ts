/** What a card shows (S2 §2 'Kanban' cards): plain data, so the board renders from props alone. */
export interface KanbanCardData {
  /** The ticket id: 'Ticket nº {id}'. */
  id: number;
  uuid: string;
  /** The card's label. */
  contactName: string;
  contactNumber: string;
  lastMessage: string;
}

export interface KanbanLaneData {
  id: string;
  /** Null: the default lane's title ('Atendendo'). */
  title: string | null;
  collapsed: boolean;
  isDefault: boolean;
  cards: KanbanCardData[];
}

/** The address a card opens (S2 §2: /tickets/{uuid}, in a new window). */
export const ticketHref = (uuid: string) => `/tickets/${encodeURIComponent(uuid)}`;
