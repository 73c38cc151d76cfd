/**
 * The list binding (usePagedList), light on script per live event: one subscription to the list, read once per
 * snapshot. It read eight fields through eight selectors, each woken at every live change of the list and each a
 * chain of hooks rendered again.
 */
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ServicesProvider } from '../../src/session/context.tsx';
import type { AppServices } from '../../src/session/services.ts';
import { usePagedList, type PagedListActor } from '../../src/session/use-paged-list.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { PagedList } from '../../src/ui/PagedList.tsx';
import { readyList, type ReadyItem } from '../support/ready-list.ts';
import { createActor, fromPromise } from 'xstate';
import {
  createPagedListMachine,
  type FetchPageInput,
  type PageResult,
} from '../../machines/paged-list/paged-list.machine.ts';
import { ApiError } from '../../src/api/index.ts';
import { bundles } from '../../src/lib/i18n/resources/index.ts';

const i18n = createI18n('pt');
/** The binding's one service: the reconnect banner's catch-up register. */
const services = { catchUp: { set: () => undefined } } as unknown as AppServices;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders with the binding's services and the given i18next instance. */
function bound(instance: I18n, children: ReactNode) {
  return render(
    <ServicesProvider services={services}>
      <I18nextProvider i18n={instance}>{children}</I18nextProvider>
    </ServicesProvider>,
  );
}

describe('usePagedList', () => {
  it('subscribes once to its list, and renders once per change of what it shows', async () => {
    const { list } = await readyList();
    const subscribe = vi.spyOn(list, 'subscribe');
    const rendered: string[] = [];
    function Probe({ of }: { of: PagedListActor<ReadyItem, Record<string, never>> }) {
      const view = usePagedList(of);
      const shown = `${view.items.map((i) => i.unread).join(',')} ${view.status} more:${String(view.hasMore)} loading:${String(view.loadingMore)}`;
      rendered.push(shown);
      return <p>{shown}</p>;
    }
    const screen = await bound(i18n, <Probe of={list} />);
    await expect.element(screen.getByText('0,3 success more:true loading:false')).toBeVisible();
    expect(subscribe).toHaveBeenCalledTimes(1);

    // A live patch: one render, with it, and no translation read (every useTranslation asks i18next whether its
    // namespaces are in, at every render).
    rendered.length = 0;
    const asked = vi.spyOn(i18n, 'hasLoadedNamespace');
    list.send({ type: 'server.patched', id: 2, patch: { unread: 0 } });
    await expect.element(screen.getByText('0,0 success more:true loading:false')).toBeVisible();
    expect(rendered).toEqual(['0,0 success more:true loading:false']);
    expect(asked).not.toHaveBeenCalled();

    // Near the end: the next page loads (it never answers here).
    rendered.length = 0;
    list.send({ type: 'list.scrolled', distanceToEnd: 100 });
    await expect.element(screen.getByText('0,0 success more:true loading:true')).toBeVisible();
    expect(rendered).toEqual(['0,0 success more:true loading:true']);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('usePagedList, a failed list', () => {
  it("says the failure in the catalogue's words, and in the new language after a switch", async () => {
    const local = createI18n('pt', { pt: bundles.pt, en: bundles.en });
    const machine = createPagedListMachine<ReadyItem, Record<string, never>>().provide({
      actors: {
        fetchPage: fromPromise<PageResult<ReadyItem>, FetchPageInput<Record<string, never>>>(() =>
          Promise.reject(
            new ApiError('Not found', 404, 'ERR_NO_TICKET_FOUND', { error: 'ERR_NO_TICKET_FOUND' }),
          ),
        ),
      },
    });
    const list = createActor(machine, { input: { filters: {}, nearEndPx: 300, loadDelay: 0 } });
    list.start();
    function Probe({ of }: { of: PagedListActor<ReadyItem, Record<string, never>> }) {
      const view = usePagedList(of);
      return <p>{`${view.status}: ${view.error ?? ''}`}</p>;
    }
    const screen = await bound(local, <Probe of={list} />);
    await expect.element(screen.getByText('error: Nenhum tíquete encontrado com este ID.')).toBeVisible();
    await local.changeLanguage('en');
    await expect.element(screen.getByText('error: No ticket found with this ID.')).toBeVisible();
  });
});

describe('PagedList, a live change of its items', () => {
  const nothing = () => undefined;
  const list = (items: { id: number }[], loadingMore = false): ReactNode => (
    <I18nextProvider i18n={i18n}>
      <PagedList
        status="success"
        onRetry={nothing}
        empty={<p>vazio</p>}
        label="Atendendo"
        items={items}
        getKey={(item) => item.id}
        renderItem={(item) => <p>Ticket {item.id}</p>}
        hasMore
        loadingMore={loadingMore}
        moreError={false}
        onRetryMore={nothing}
        onScrolled={nothing}
      />
    </I18nextProvider>
  );

  it('reads no translation: only its loading and failed states and its loading end do', async () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const screen = await render(list(rows));
    await expect.element(screen.getByText('Ticket 3')).toBeVisible();
    // Every useTranslation asks i18next whether its namespaces are in, at every render.
    const asked = vi.spyOn(i18n, 'hasLoadedNamespace');
    await screen.rerender(list([{ id: 4 }, ...rows]));
    await expect.element(screen.getByText('Ticket 4')).toBeVisible();
    expect(asked).not.toHaveBeenCalled();
    // The loading end does read its words: the spy sees a translation when there is one.
    await screen.rerender(list([{ id: 4 }, ...rows], true));
    await expect.element(screen.getByText('Carregando mais...')).toBeVisible();
    expect(asked).toHaveBeenCalled();
  });
});
