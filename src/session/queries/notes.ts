/**
 * The notes of one ticket (S1 §2.9 of the contact drawer): GET /ticket-notes/list?contactId&ticketId, a plain array,
 * newest first (CONTRACT.md). No socket event announces notes, so the entry is refetched after the drawer's own
 * add or delete, and after a reconnect like every other entry (bindRealtimeToCache).
 */
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Api } from '../../api/index.ts';
import type { TicketNote } from '../../api/schemas/index.ts';
import { useServices } from '../context.tsx';
import { queryClientFor } from './client.ts';
import type { ReadOptions } from './hooks.ts';

export interface NotesOf {
  ticketId: number;
  contactId: number;
}

export const noteKeys = {
  all: ['ticketNotes'] as const,
  of: ({ ticketId, contactId }: NotesOf) => ['ticketNotes', ticketId, contactId] as const,
};

export const notesQuery = (api: Api, of: NotesOf) =>
  queryOptions({
    queryKey: noteKeys.of(of),
    queryFn: () => api.notes.list({ ticketId: of.ticketId, contactId: of.contactId }),
  });

export function useTicketNotes(of: NotesOf, read: ReadOptions = {}): UseQueryResult<TicketNote[]> {
  const services = useServices();
  return useQuery(
    { ...notesQuery(services.api, of), ...(read.enabled === undefined ? {} : { enabled: read.enabled }) },
    queryClientFor(services),
  );
}
