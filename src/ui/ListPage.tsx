import { MagnifyingGlassIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField.tsx';

export interface ListPageProps {
  /** The heading's id: the page's section is named by it. */
  titleId: string;
  title: ReactNode;
  /** The search box; a page without `onSearch` has none (a list the spec gives no search, S3 §2.4 queues). */
  search?: string;
  onSearch?: (text: string) => void;
  searchPlaceholder?: string;
  /** The header's buttons after the search (add, import...). */
  actions: ReactNode;
  /** The page's dialogs (add/edit, the delete confirmation), rendered after the table. */
  dialogs?: ReactNode;
  /** The table. */
  children: ReactNode;
}

/**
 * The frame of an entity page (every management screen is built the one way): the titled section, the header with the
 * search and the page's buttons, the framed table filling the rest, then the page's dialogs.
 */
export function ListPage(props: ListPageProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={props.titleId} className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id={props.titleId} className="mr-auto text-xl font-semibold text-ink">
          {props.title}
        </h1>
        {props.onSearch && (
          <div className="w-full sm:w-64">
            <TextField
              type="search"
              label={t('common:search')}
              hideLabel
              placeholder={props.searchPlaceholder}
              leading={<MagnifyingGlassIcon />}
              value={props.search ?? ''}
              onChange={(event) => props.onSearch?.(event.target.value)}
            />
          </div>
        )}
        {props.actions}
      </header>
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border border-line bg-surface">
        {props.children}
      </div>
      {props.dialogs}
    </section>
  );
}
