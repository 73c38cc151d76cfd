/**
 * One entity page (one way to build a screen, so every management screen behaves alike): the paged list of an
 * entity's records, its add/edit dialog and its delete confirmation. Every management screen (tags, contacts, quick
 * messages, schedules, contact lists, announcements, users, queues…) is this machine with the entity's calls
 * provided; the screen adds only what is its own. Transitions and their spec references: `entity-page.table.ts`.
 *
 * - The list is the generic paged-list machine, invoked as `list` (S2 §4 Other states: paged, merged by id, search
 *   lower-cased and debounced, next page within 100 px, reset after a delete).
 * - Live frames (`server.upserted` / `server.removed`) go to the list; one about the record open in the dialog says
 *   so: an update keeps what the user typed and marks the dialog `changedElsewhere`; a delete closes the dialog with
 *   a note (nothing typed is lost silently, nothing is saved onto a deleted record).
 * - A submit waits 400 ms (S2 §4, §9), then saves; a second press meanwhile is ignored (one save). A failure keeps
 *   the dialog open with what was typed and goes to the error catalogue's toast; success closes it with the entity's
 *   success toast and puts the saved record in the list at once (a backend may not echo it live).
 * - A delete asks first; the row leaves at once; a failure puts it back with the catalogue's toast; success resets
 *   the list (S2 §4: 'After a delete the list resets, the search clears and it reloads from page 1').
 */
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
  type DoneActorEvent,
} from 'xstate';
import { notProvided, typeOf, type MachineEmitted } from '../common/emitted.ts';
import { SUBMIT_DELAY_MS } from '../common/timing.ts';
import {
  createPagedListMachine,
  type ItemId,
  type PagedListInput,
} from '../paged-list/paged-list.machine.ts';

export interface EntityPageMessages {
  /** i18n keys of the success toasts (S2 §8: translated success messages per entity). */
  saved: string;
  /** When adding says something else than editing (S2 §8 quick messages: 'adicionada' / 'atualizada'). */
  created?: string;
  deleted: string;
  /** The note when the record open in the dialog is deleted elsewhere. */
  deletedElsewhere: string;
}

export interface EntityPageInput<T> {
  list: PagedListInput<T, null>;
  messages: EntityPageMessages;
}

export interface SaveInput<T, V> {
  values: V;
  /** The record edited; null when adding. */
  existing: T | null;
}

export interface EntityPageContext<T, V> {
  messages: EntityPageMessages;
  listInput: PagedListInput<T, null>;
  /** The record in the dialog: null when adding (and when no dialog is open). */
  editing: T | null;
  /** The values sent by the last submit (kept so a failure leaves them in the form). */
  values: V | null;
  /** The record open in the dialog changed elsewhere while the user edited it. */
  changedElsewhere: boolean;
  /** The record the delete confirmation is about; it is put back in the list if its delete fails. */
  confirming: T | null;
  error: unknown;
}

export type EntityPageEvent<T, V> =
  | { type: 'entity.add' }
  | { type: 'entity.edit'; record: T }
  | { type: 'entity.submit'; values: V }
  | { type: 'entity.close' }
  | { type: 'entity.delete'; record: T }
  | { type: 'entity.confirm' }
  | { type: 'entity.cancel' }
  | { type: 'server.upserted'; item: T }
  | { type: 'server.removed'; id: ItemId }
  /** An update whose frame carries only some fields (a tag's frame has no ticketsCount): the rest is kept. */
  | { type: 'server.patched'; id: ItemId; patch: Partial<T> }
  | { type: 'server.reloaded' }
  | DoneActorEvent<T | null, 'save'>;

export function createEntityPageMachine<T extends { id: ItemId }, V>() {
  const list = createPagedListMachine<T, null>();
  return setup({
    types: {
      input: typeOf<EntityPageInput<T>>(),
      context: typeOf<EntityPageContext<T, V>>(),
      events: typeOf<EntityPageEvent<T, V>>(),
      emitted: typeOf<MachineEmitted>(),
    },
    delays: { submitDelay: SUBMIT_DELAY_MS },
    actors: {
      list,
      save: fromPromise<T | null, SaveInput<T, V>>(() => notProvided('save')),
      remove: fromPromise<void, { record: T }>(() => notProvided('remove')),
    },
    guards: {
      isEditedRecord: ({ context, event }) => {
        if (event.type === 'server.upserted') return context.editing?.id === event.item.id;
        if (event.type === 'server.removed' || event.type === 'server.patched')
          return context.editing?.id === event.id;
        return false;
      },
      isConfirmedRecord: ({ context, event }) =>
        event.type === 'server.removed' && context.confirming?.id === event.id,
    },
    actions: {
      openAdd: assign({ editing: null, values: null, changedElsewhere: false, error: null }),
      openEdit: assign(({ event }) => {
        assertEvent(event, 'entity.edit');
        return { editing: event.record, values: null, changedElsewhere: false, error: null };
      }),
      keepValues: assign(({ event }) => {
        assertEvent(event, 'entity.submit');
        return { values: event.values };
      }),
      closeDialog: assign({ editing: null, values: null, changedElsewhere: false }),
      markChangedElsewhere: assign({ changedElsewhere: true }),
      forwardToList: sendTo('list', ({ event }) => event),
      reloadList: sendTo('list', { type: 'list.reload' }),
      putSavedInList: enqueueActions(({ enqueue, event }) => {
        assertEvent(event, 'xstate.done.actor.save');
        if (event.output !== null) enqueue.sendTo('list', { type: 'server.upserted', item: event.output });
      }),
      notifySaved: emit(
        ({ context }) =>
          ({
            type: 'notify',
            level: 'success',
            key:
              context.editing === null
                ? (context.messages.created ?? context.messages.saved)
                : context.messages.saved,
          }) as const,
      ),
      notifyDeleted: emit(
        ({ context }) => ({ type: 'notify', level: 'success', key: context.messages.deleted }) as const,
      ),
      notifyDeletedElsewhere: emit(
        ({ context }) => ({ type: 'notify', level: 'info', key: context.messages.deletedElsewhere }) as const,
      ),
      notifyFailure: emit(({ event }) => ({
        type: 'notify' as const,
        level: 'error' as const,
        key: 'errors:generic',
        error: 'error' in event ? event.error : undefined,
      })),
      keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : null })),
      askDelete: assign(({ event }) => {
        assertEvent(event, 'entity.delete');
        return { confirming: event.record, error: null };
      }),
      takeRowOut: sendTo('list', ({ context }) => ({
        type: 'server.removed' as const,
        id: context.confirming?.id ?? '',
      })),
      putRowBack: enqueueActions(({ context, enqueue }) => {
        if (context.confirming !== null)
          enqueue.sendTo('list', { type: 'server.upserted', item: context.confirming });
      }),
      resetListAfterDelete: sendTo('list', { type: 'list.itemDeleted' }),
      forgetConfirming: assign({ confirming: null }),
    },
  }).createMachine({
    id: 'entityPage',
    context: ({ input }) => ({
      messages: input.messages,
      listInput: input.list,
      editing: null,
      values: null,
      changedElsewhere: false,
      confirming: null,
      error: null,
    }),
    invoke: { id: 'list', src: 'list', input: ({ context }) => context.listInput },
    initial: 'idle',
    on: {
      'server.upserted': { actions: 'forwardToList' },
      'server.patched': { actions: 'forwardToList' },
      'server.removed': { actions: 'forwardToList' },
      'server.reloaded': { actions: 'reloadList' },
    },
    states: {
      idle: {
        on: {
          'entity.add': { target: 'editing', actions: 'openAdd' },
          'entity.edit': { target: 'editing', actions: 'openEdit' },
          'entity.delete': { target: 'confirming', actions: 'askDelete' },
        },
      },
      editing: {
        initial: 'ready',
        // The record in the dialog, changed or deleted elsewhere: what was typed stays, or the dialog
        // closes with a note.
        on: {
          'server.upserted': [
            { guard: 'isEditedRecord', actions: ['forwardToList', 'markChangedElsewhere'] },
            { actions: 'forwardToList' },
          ],
          'server.patched': [
            { guard: 'isEditedRecord', actions: ['forwardToList', 'markChangedElsewhere'] },
            { actions: 'forwardToList' },
          ],
          'server.removed': [
            {
              guard: 'isEditedRecord',
              target: 'idle',
              actions: ['forwardToList', 'closeDialog', 'notifyDeletedElsewhere'],
            },
            { actions: 'forwardToList' },
          ],
        },
        states: {
          ready: {
            on: {
              'entity.submit': { target: 'waiting', actions: 'keepValues' },
              'entity.close': { target: '#entityPage.idle', actions: 'closeDialog' },
            },
          },
          waiting: { after: { submitDelay: 'saving' } },
          saving: {
            tags: ['busy'],
            invoke: {
              id: 'save',
              src: 'save',
              input: ({ context }): SaveInput<T, V> => {
                if (context.values === null) throw new Error('entityPage: saving without values');
                return { values: context.values, existing: context.editing };
              },
              onDone: {
                target: '#entityPage.idle',
                actions: ['putSavedInList', 'notifySaved', 'closeDialog'],
              },
              onError: { target: 'ready', actions: ['keepError', 'notifyFailure'] },
            },
          },
        },
      },
      confirming: {
        initial: 'ready',
        states: {
          ready: {
            on: {
              'entity.confirm': { target: 'deleting', actions: 'takeRowOut' },
              'entity.cancel': { target: '#entityPage.idle', actions: 'forgetConfirming' },
              // Deleted elsewhere before the user confirmed: nothing left to ask about.
              'server.removed': [
                {
                  guard: 'isConfirmedRecord',
                  target: '#entityPage.idle',
                  actions: ['forwardToList', 'forgetConfirming', 'notifyDeletedElsewhere'],
                },
                { actions: 'forwardToList' },
              ],
            },
          },
          deleting: {
            tags: ['busy'],
            invoke: {
              id: 'remove',
              src: 'remove',
              input: ({ context }): { record: T } => {
                if (context.confirming === null) throw new Error('entityPage: deleting without a record');
                return { record: context.confirming };
              },
              onDone: {
                target: '#entityPage.idle',
                actions: ['resetListAfterDelete', 'forgetConfirming', 'notifyDeleted'],
              },
              onError: {
                target: '#entityPage.idle',
                actions: ['putRowBack', 'forgetConfirming', 'keepError', 'notifyFailure'],
              },
            },
          },
        },
      },
    },
  });
}

export type EntityPageMachine<T extends { id: ItemId }, V> = ReturnType<typeof createEntityPageMachine<T, V>>;
