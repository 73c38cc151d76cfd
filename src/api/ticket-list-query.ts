import type { QueryParams } from './http.ts';
import type { TicketStatus } from './schemas/index.ts';

export interface TicketListParams {
  pageNumber: number;
  /** Always sent: without it only tickets with no queue match (CONTRACT). */
  queueIds: readonly number[];
  status?: TicketStatus;
  searchParam?: string;
  showAll?: boolean;
  withUnreadMessages?: boolean;
  tags?: readonly number[];
  users?: readonly number[];
  date?: string;
  updatedAt?: string;
}

/**
 * GET /tickets's query for a list read. Apart from ./tickets.api.ts (no schema, no valibot), so a reload of /tickets
 * can ask the first lists ahead of the workspace's code with the very query the workspace asks later
 * (src/app/lists-ahead.ts).
 */
export function ticketListQuery(params: TicketListParams): QueryParams {
  return {
    pageNumber: params.pageNumber,
    status: params.status,
    searchParam: params.searchParam,
    // The backend compares with the string 'true'; false is the same as absent.
    showAll: params.showAll === true ? 'true' : undefined,
    withUnreadMessages: params.withUnreadMessages === true ? 'true' : undefined,
    queueIds: params.queueIds,
    tags: params.tags,
    users: params.users,
    date: params.date,
    updatedAt: params.updatedAt,
  };
}
