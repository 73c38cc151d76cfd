import { useSelector } from '@xstate/react';
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import {
  createEntityPageMachine,
  type EntityPageMessages,
  type SaveInput,
} from '../../../machines/entity-page/entity-page.machine.ts';
import {
  createPagedListMachine,
  isNotOlderByUpdatedAt,
  type ItemId,
  type PagedListEvent,
  type PageResult,
} from '../../../machines/paged-list/paged-list.machine.ts';
import type { PagedListViewProps } from '../../ui/InfiniteList.tsx';
import type { EntityIntents, EntityPermissions, EntityView } from '../../ui/entity/entity-view.ts';
import type { Profile } from '../../api/schemas/user.schema.ts';
import { useServices } from '../context.tsx';
import type { AppServices } from '../services.ts';
import { noFrames, type ListScope, type LiveBinding } from '../live-list.ts';
import { usePagedList, type PagedListActor } from '../use-paged-list.ts';

/**
 * An entity declared once (one way to build a screen, so every management screen behaves alike): its calls, its live frames and its success toasts.
 * From it the app gets the entity page (machines/entity-page): the paged list with live create/update/delete/reload,
 * the add/edit dialog (submit after 400 ms, one save per press, what was typed kept on failure), the delete
 * confirmation and the toasts. The screen adds its columns, its form and what is its own.
 */
export interface EntityDefinition<T extends { id: ItemId }, V, X = undefined> {
  /** Unique per entity page: the key of its actor in the session scope. */
  key: string;
  /** i18n keys of the success toasts and the deleted-elsewhere note. */
  messages: EntityPageMessages;
  fetchPage: (services: AppServices, input: { page: number; search: string }) => Promise<PageResult<T>>;
  save: (services: AppServices, input: SaveInput<T, V>) => Promise<T | null>;
  remove: (services: AppServices, record: T) => Promise<void>;
  /**
   * Which list of the live-list table (../live-list.ts) follows the socket for this entity, and within what scope
   * (one contact list's items, one user's quick messages). The scope is read once, when the page is made.
   */
  live?: LiveBinding<T>;
  liveScope?: (services: AppServices) => ListScope<T>;
  /** A record a frame brings incomplete (a schedule without its contact), completed before it joins the list. */
  complete?: (services: AppServices, record: T) => Promise<T>;
  /** What its screen shows (columns, texts, form), drawn by the one generic screen (./EntityScreen.tsx). */
  view?: EntityView<T, V, X>;
  /** What the signed-in profile may do here (the permission table, src/lib/permissions.ts). Default: everything. */
  permissions?: (profile: Profile | undefined) => EntityPermissions;
  /** Display order of the held records (a live create goes to its place). */
  sort?: (a: T, b: T) => number;
}

/**
 * An entity whose list is owned elsewhere, read once when the page is made (the session's connections, which the
 * drawer's badge reads: no second read of GET /whatsapp): the screen shows that list, and what the page tells its
 * list (a saved record in, a deleted row out and back, the reset after a delete) goes to it. Its reads, frames and
 * order are that list's owner's.
 */
export type SharedListEntity<T extends { id: ItemId }, V, X = undefined> = Omit<
  EntityDefinition<T, V, X>,
  'fetchPage' | 'live' | 'liveScope' | 'complete' | 'sort'
> & { sharedList: (services: AppServices) => PagedListActor<T, null> };

/** What an entity page is made from: a list of its own, or one owned elsewhere. */
export type AnyEntityDefinition<T extends { id: ItemId }, V, X = undefined> =
  EntityDefinition<T, V, X> | SharedListEntity<T, V, X>;

type ListLogic<T extends { id: ItemId }> = ReturnType<typeof createPagedListMachine<T, null>>;

/**
 * The page's `list` child as a relay to a list owned elsewhere: it sends on what the page tells its list. The page
 * machine reads nothing of its child's snapshot (the screen reads the shared list), so a callback actor stands in
 * for the list machine; the types cannot say so, hence the one cast.
 */
function relayTo<T extends { id: ItemId }>(shared: PagedListActor<T, null>): ListLogic<T> {
  const relay = fromCallback<PagedListEvent<T, null>>(({ receive }) => {
    receive((event) => shared.send(event));
  });
  return relay as unknown as ListLogic<T>;
}

function createEntityPage<T extends { id: ItemId }, V, X>(
  services: AppServices,
  def: AnyEntityDefinition<T, V, X>,
) {
  const shared = 'sharedList' in def ? def.sharedList(services) : null;
  const own = 'sharedList' in def ? null : def;
  const machine = createEntityPageMachine<T, V>().provide({
    actors: {
      list:
        own === null
          ? relayTo(shared!)
          : createPagedListMachine<T, null>().provide({
              actors: {
                fetchPage: fromPromise(({ input }) =>
                  own.fetchPage(services, { page: input.page, search: input.search }),
                ),
              },
            }),
      save: fromPromise(({ input }) => def.save(services, input)),
      remove: fromPromise(({ input }) => def.remove(services, input.record)),
    },
  });
  const actor = createActor(machine, {
    input: {
      // A record older than the one held (a late save answer after a newer live frame) is ignored.
      list: { filters: null, isNewer: isNotOlderByUpdatedAt, ...(own?.sort ? { sort: own.sort } : {}) },
      messages: def.messages,
    },
    // Toasts and the list's load failures go through the one effects binding.
    inspect: services.effects.inspect,
  });
  actor.start();
  const list = () => actor.getSnapshot().children.list;
  const complete = own?.complete;
  const unsubscribe = (own?.live ?? noFrames<T>()).feed(
    services.realtime,
    (event) => {
      if (event.type === 'list.reload') actor.send({ type: 'server.reloaded' });
      // A reconnect loses frames (the backend has no cursor): the list refetches and merges by id.
      else if (event.type === 'connection.restored') list()?.send(event);
      else actor.send(event);
    },
    {
      scope: own?.liveScope?.(services) ?? {},
      held: () => list()?.getSnapshot().context.items ?? [],
      ...(complete ? { complete: (record: T) => complete(services, record) } : {}),
    },
  );
  return {
    actor,
    stop: () => {
      unsubscribe();
      actor.stop();
    },
  };
}

export type EntityPageActor<T extends { id: ItemId }, V> = ActorRefFrom<
  ReturnType<typeof createEntityPageMachine<T, V>>
>;

/** An entity with its screen declared: what the one generic screen (./EntityScreen.tsx) draws. */
export type DeclaredEntity<T extends { id: ItemId }, V, X = undefined> = EntityDefinition<T, V, X> & {
  view: EntityView<T, V, X>;
};

/** The entity page of the signed-in session: created on the first visit, kept while the session lasts. */
export function entityPageFor<T extends { id: ItemId }, V, X>(
  services: AppServices,
  def: AnyEntityDefinition<T, V, X>,
): EntityPageActor<T, V> {
  const scope = services.scope();
  if (scope === null) throw new Error(`entity page '${def.key}' asked with nobody signed in`);
  return scope.own(`entity:${def.key}`, () => createEntityPage(services, def)).actor;
}

export interface EntityPageView<T, V> {
  list: PagedListViewProps & { items: T[] };
  /** The search as typed: the list machine holds it. */
  searchText: string;
  /** Every intent at once, as the generic screen takes them. */
  intents: EntityIntents<T, V>;
  search: (text: string) => void;
  dialog: {
    open: boolean;
    /** The record edited; null when adding. */
    editing: T | null;
    /** The values of the last submit (a failed save keeps them in the form). */
    values: V | null;
    /** The submit is waiting its 400 ms or saving. */
    busy: boolean;
    changedElsewhere: boolean;
  };
  confirm: { open: boolean; record: T | null; busy: boolean };
  add: () => void;
  edit: (record: T) => void;
  close: () => void;
  submit: (values: V) => void;
  askDelete: (record: T) => void;
  confirmDelete: () => void;
  cancelDelete: () => void;
}

/** What an entity screen binds: the list's view props, the dialog's and the confirmation's state, the intents. */
export function useEntityPage<T extends { id: ItemId }, V, X>(
  def: AnyEntityDefinition<T, V, X>,
): EntityPageView<T, V> {
  const services = useServices();
  const actor = entityPageFor(services, def);
  const child = useSelector(actor, (s) => s.children.list);
  // A list owned elsewhere is shown as it is; the page's child only relays to it.
  const list = 'sharedList' in def ? def.sharedList(services) : child;
  if (list === undefined) throw new Error(`entity page '${def.key}' has no list`);
  const view = usePagedList(list);
  const editing = useSelector(actor, (s) => s.matches('editing'));
  const record = useSelector(actor, (s) => s.context.editing);
  const values = useSelector(actor, (s) => s.context.values);
  const saving = useSelector(
    actor,
    (s) => s.matches({ editing: 'waiting' }) || s.matches({ editing: 'saving' }),
  );
  const changedElsewhere = useSelector(actor, (s) => s.context.changedElsewhere);
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const confirmingRecord = useSelector(actor, (s) => s.context.confirming);
  const deleting = useSelector(actor, (s) => s.matches({ confirming: 'deleting' }));
  const searchText = useSelector(list, (s) => s.context.searchText);
  const intents: EntityIntents<T, V> = {
    search: (text) => list.send({ type: 'list.search', text }),
    add: () => actor.send({ type: 'entity.add' }),
    edit: (r) => actor.send({ type: 'entity.edit', record: r }),
    close: () => actor.send({ type: 'entity.close' }),
    submit: (v) => actor.send({ type: 'entity.submit', values: v }),
    askDelete: (r) => actor.send({ type: 'entity.delete', record: r }),
    confirmDelete: () => actor.send({ type: 'entity.confirm' }),
    cancelDelete: () => actor.send({ type: 'entity.cancel' }),
  };
  return {
    list: view,
    searchText,
    intents,
    dialog: { open: editing, editing: record, values, busy: saving, changedElsewhere },
    confirm: { open: confirming, record: confirmingRecord, busy: deleting },
    ...intents,
  };
}
