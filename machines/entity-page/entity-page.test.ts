import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { MachineEmitted } from '../common/emitted.ts';
import { createPagedListMachine, type PageResult } from '../paged-list/paged-list.machine.ts';
import { SUBMIT_DELAY_MS } from '../common/timing.ts';
import { createEntityPageMachine, type SaveInput } from './entity-page.machine.ts';

interface Tag {
  id: number;
  name: string;
}
interface Values {
  name: string;
}

const machine = createEntityPageMachine<Tag, Values>();
type PageActor = ActorRefFrom<typeof machine>;

function start(
  options: {
    rows?: Tag[];
    save?: (input: SaveInput<Tag, Values>) => Promise<Tag | null>;
    remove?: (record: Tag) => Promise<void>;
  } = {},
) {
  const rows = options.rows ?? [
    { id: 1, name: 'VIP' },
    { id: 2, name: 'Suporte' },
  ];
  const fetchPage = vi.fn((): Promise<PageResult<Tag>> =>
    Promise.resolve({ items: rows.map((r) => ({ ...r })), hasMore: false }),
  );
  const save = vi.fn(
    options.save ?? (({ values, existing }) => Promise.resolve({ id: existing?.id ?? 9, ...values })),
  );
  const remove = vi.fn(options.remove ?? (() => Promise.resolve()));
  const provided = machine.provide({
    actors: {
      list: createPagedListMachine<Tag, null>().provide({
        actors: { fetchPage: fromPromise(() => fetchPage()) },
      }),
      save: fromPromise(({ input }) => save(input)),
      remove: fromPromise(({ input }) => remove(input.record)),
    },
  });
  const actor: PageActor = createActor(provided, {
    input: {
      list: { filters: null },
      messages: { saved: 'tags:saved', deleted: 'tags:deleted', deletedElsewhere: 'common:deletedElsewhere' },
    },
  });
  const emitted: MachineEmitted[] = [];
  actor.on('notify', (e) => emitted.push(e));
  actor.start();
  return { actor, fetchPage, save, remove, emitted };
}

function listOf(actor: PageActor) {
  const list = actor.getSnapshot().children.list;
  if (list === undefined) throw new Error('no list child');
  return list;
}
const names = (actor: PageActor) =>
  listOf(actor)
    .getSnapshot()
    .context.items.map((t) => t.name);
const loaded = (actor: PageActor) => waitFor(listOf(actor), (s) => s.matches('ready'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('entity page: add and edit', () => {
  it('a submit waits 400 ms, a second press meanwhile saves nothing more, and the saved record joins the list', async () => {
    const { actor, save, emitted } = start();
    await loaded(actor);
    actor.send({ type: 'entity.add' });
    actor.send({ type: 'entity.submit', values: { name: 'Novo' } });
    actor.send({ type: 'entity.submit', values: { name: 'Novo' } });
    await sleep(SUBMIT_DELAY_MS - 100);
    expect(save).not.toHaveBeenCalled();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(save).toHaveBeenCalledOnce();
    expect(save).toHaveBeenCalledWith({ values: { name: 'Novo' }, existing: null });
    expect(names(actor)).toContain('Novo');
    expect(emitted).toEqual([{ type: 'notify', level: 'success', key: 'tags:saved' }]);
  });

  it('a failed save keeps the dialog open with what was typed and says why through the catalogue', async () => {
    const failure = new Error('ERR_DUPLICATED');
    const { actor, emitted } = start({ save: () => Promise.reject(failure) });
    await loaded(actor);
    actor.send({ type: 'entity.edit', record: { id: 1, name: 'VIP' } });
    actor.send({ type: 'entity.submit', values: { name: 'VIP!' } });
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }) && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ editing: { id: 1 }, values: { name: 'VIP!' } });
    expect(emitted).toEqual([{ type: 'notify', level: 'error', key: 'errors:generic', error: failure }]);
  });

  it('the open record changed elsewhere: the dialog stays with a mark; deleted elsewhere: it closes with a note', async () => {
    const { actor, emitted } = start();
    await loaded(actor);
    actor.send({ type: 'entity.edit', record: { id: 1, name: 'VIP' } });
    actor.send({ type: 'server.upserted', item: { id: 2, name: 'Other' } });
    expect(actor.getSnapshot().context.changedElsewhere).toBe(false);
    actor.send({ type: 'server.patched', id: 2, patch: { name: 'Other 2' } });
    expect(actor.getSnapshot().context.changedElsewhere).toBe(false);
    actor.send({ type: 'server.patched', id: 1, patch: { name: 'VIP renamed' } });
    expect(actor.getSnapshot().context.changedElsewhere).toBe(true);
    expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    expect(names(actor)).toContain('VIP renamed');
    actor.send({ type: 'server.removed', id: 1 });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(names(actor)).not.toContain('VIP renamed');
    expect(emitted).toEqual([{ type: 'notify', level: 'info', key: 'common:deletedElsewhere' }]);
  });
});

describe('entity page: delete', () => {
  it('the row leaves at once; success resets the list from page 1 with the toast', async () => {
    let release: () => void = () => undefined;
    const { actor, fetchPage, emitted } = start({
      remove: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await loaded(actor);
    expect(fetchPage).toHaveBeenCalledOnce();
    actor.send({ type: 'entity.delete', record: { id: 1, name: 'VIP' } });
    expect(names(actor)).toEqual(['VIP', 'Suporte']);
    actor.send({ type: 'entity.confirm' });
    expect(names(actor)).toEqual(['Suporte']);
    release();
    await waitFor(actor, (s) => s.matches('idle'));
    await waitFor(listOf(actor), () => fetchPage.mock.calls.length === 2);
    expect(emitted).toEqual([{ type: 'notify', level: 'success', key: 'tags:deleted' }]);
  });

  it('a failed delete puts the row back and says why', async () => {
    const { actor, emitted } = start({ remove: () => Promise.reject(new Error('down')) });
    await loaded(actor);
    actor.send({ type: 'entity.delete', record: { id: 1, name: 'VIP' } });
    actor.send({ type: 'entity.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(names(actor)).toEqual(['VIP', 'Suporte']);
    expect(emitted.map((e) => e.type === 'notify' && e.level)).toEqual(['error']);
  });

  it('cancel keeps the row; a confirmation of a record deleted elsewhere closes with a note', async () => {
    const { actor, remove, emitted } = start();
    await loaded(actor);
    actor.send({ type: 'entity.delete', record: { id: 1, name: 'VIP' } });
    actor.send({ type: 'entity.cancel' });
    expect(names(actor)).toEqual(['VIP', 'Suporte']);
    actor.send({ type: 'entity.delete', record: { id: 2, name: 'Suporte' } });
    actor.send({ type: 'server.removed', id: 2 });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(remove).not.toHaveBeenCalled();
    expect(emitted).toEqual([{ type: 'notify', level: 'info', key: 'common:deletedElsewhere' }]);
  });
});
