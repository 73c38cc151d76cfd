/**
 * Searches of the ticket dialogs (S1 §2.8, §5): contacts (GET /contacts?searchParam) and users (GET /users/?searchParam),
 * from 3 characters, debounced as every search of the app (S1 §9, 500 ms). Cached per text, so going back to an
 * earlier text asks nothing.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../machines/common/timing.ts';
import type { Contact, User } from '../../api/schemas/index.ts';
import { useServices } from '../context.tsx';
import { SEARCH_MIN_CHARS } from '../../lib/search.ts';
import { queryClientFor } from './client.ts';

export const searchKeys = {
  contacts: (text: string) => ['contacts', 'search', text] as const,
  users: (text: string) => ['users', 'search', text] as const,
};

/** The text once it stopped changing for `ms`. */
export function useDebounced(text: string, ms: number = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

export interface SearchResult<T> {
  /** 'idle' while the text is too short to search. */
  status: 'idle' | 'pending' | 'error' | 'success';
  items: readonly T[];
}

function useSearch<T>(
  text: string,
  key: (text: string) => readonly unknown[],
  run: (text: string) => Promise<readonly T[]>,
): SearchResult<T> {
  const services = useServices();
  const wanted = text.trim().toLowerCase();
  const debounced = useDebounced(wanted);
  const enabled = wanted.length >= SEARCH_MIN_CHARS && debounced.length >= SEARCH_MIN_CHARS;
  const query = useQuery(
    {
      queryKey: key(debounced),
      queryFn: () => run(debounced),
      enabled,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    },
    queryClientFor(services),
  );
  if (wanted.length < SEARCH_MIN_CHARS) return { status: 'idle', items: [] };
  // Still typing: the earlier answer stays on screen while the new one is asked for.
  const settling = debounced !== wanted || query.isFetching;
  return {
    status: query.isError ? 'error' : settling || query.isPending ? 'pending' : 'success',
    items: query.data ?? [],
  };
}

export function useContactSearch(text: string): SearchResult<Contact> {
  const { api } = useServices();
  return useSearch(text, searchKeys.contacts, (searchParam) =>
    api.contacts.list({ pageNumber: 1, searchParam }).then((page) => page.contacts),
  );
}

export function useUserSearch(text: string): SearchResult<User> {
  const { api } = useServices();
  return useSearch(text, searchKeys.users, (searchParam) =>
    api.users.list({ searchParam }).then((page) => page.users),
  );
}
