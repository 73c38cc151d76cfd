import { Field, Label, Switch } from '@headlessui/react';
import { CheckCircleIcon, InboxStackIcon, MagnifyingGlassIcon, PlusIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Tabs, type LiveValue } from '../../../ui/Tabs.tsx';
import { TextField } from '../../../ui/TextField.tsx';

export type TicketsTab = 'open' | 'closed' | 'search';
export type TicketsSubTab = 'assigned' | 'pending';

export interface TicketsManagerProps {
  tab: TicketsTab;
  onTabChange: (tab: TicketsTab) => void;
  subTab: TicketsSubTab;
  onSubTabChange: (tab: TicketsSubTab) => void;
  /** The sub-tabs' counts; live ones re-render only their badge when they change (live events). */
  counts: { assigned: number | LiveValue<number>; pending: number | LiveValue<number> };
  /** The lists, one slot per tab (and sub-tab). */
  lists: { assigned: ReactNode; pending: ReactNode; closed: ReactNode; search: ReactNode };
  /** Search tab text box (the caller lower-cases and debounces, S1 §2.6). */
  search: { value: string; onChange: (value: string) => void };
  /** Tag filter, and the user filter for admins (S1 §2.6). */
  searchFilters?: ReactNode;
  /** Admins only (tickets-manager:showall). */
  canShowAll: boolean;
  showAll?: boolean;
  onShowAllChange?: (value: boolean) => void;
  onNewTicket?: () => void;
  /** The user's queue selection, in the toolbar: it filters every tab's list. */
  queueFilter?: ReactNode;
  /** The new-ticket dialog (rendered beside the toolbar; it opens on `onNewTicket`). */
  newTicketDialog?: ReactNode;
}

/** Tabs open / closed / search; open has the sub-tabs 'Atendendo' and 'Aguardando' with counts (S1 §2.6). */
export function TicketsManager({
  tab,
  onTabChange,
  subTab,
  onSubTabChange,
  counts,
  lists,
  search,
  searchFilters,
  canShowAll,
  showAll = false,
  onShowAllChange,
  onNewTicket,
  queueFilter,
  newTicketDialog,
}: TicketsManagerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full min-h-0 flex-col bg-surface">
      {/* No empty strip for users without these tools. */}
      {(onNewTicket !== undefined || canShowAll || queueFilter) && (
        <div data-toolbar className="flex items-center gap-2 border-b border-line px-3 pt-3 pb-2.5">
          {onNewTicket && (
            <Button size="sm" leadingIcon={<PlusIcon />} onClick={onNewTicket}>
              {t('tickets:newTicket')}
            </Button>
          )}
          {queueFilter}
          {canShowAll && (
            <Field className="ml-auto flex shrink-0 items-center gap-2">
              <Label className="cursor-pointer text-xs font-medium text-ink-muted">
                {t('tickets:showAll')}
              </Label>
              <Switch
                checked={showAll}
                onChange={(value: boolean) => onShowAllChange?.(value)}
                className="group relative inline-flex h-5 w-9 shrink-0 cursor-pointer rounded-full bg-ink/20 p-0.5 transition data-checked:bg-[color-mix(in_oklab,var(--color-primary)_86%,black)] dark:data-checked:bg-primary data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary"
              >
                <span className="size-4 translate-x-0 rounded-full bg-white shadow-sm transition group-data-checked:translate-x-4" />
              </Switch>
            </Field>
          )}
        </div>
      )}
      {newTicketDialog}
      <Tabs<TicketsTab>
        value={tab}
        onChange={onTabChange}
        fullWidth
        className="min-h-0 flex-1"
        tabs={[
          { id: 'open', label: t('tickets:tabs.open'), icon: <InboxStackIcon /> },
          { id: 'closed', label: t('tickets:tabs.closed'), icon: <CheckCircleIcon /> },
          { id: 'search', label: t('tickets:tabs.search'), icon: <MagnifyingGlassIcon /> },
        ]}
        renderPanel={(id) => {
          switch (id) {
            case 'open':
              return (
                <Tabs<TicketsSubTab>
                  variant="pill"
                  fullWidth
                  value={subTab}
                  onChange={onSubTabChange}
                  className="min-h-0 flex-1"
                  listClassName="mx-3 mt-3 mb-2"
                  tabs={[
                    { id: 'assigned', label: t('tickets:subTabs.assigned'), count: counts.assigned },
                    { id: 'pending', label: t('tickets:subTabs.pending'), count: counts.pending },
                  ]}
                  renderPanel={(sub) => (sub === 'assigned' ? lists.assigned : lists.pending)}
                />
              );
            case 'closed':
              return lists.closed;
            case 'search':
              return (
                <>
                  <div className="flex flex-col gap-2 border-b border-line px-3 py-3">
                    <TextField
                      label={t('tickets:searchLabel')}
                      hideLabel
                      type="search"
                      placeholder={t('tickets:searchPlaceholder')}
                      leading={<MagnifyingGlassIcon />}
                      value={search.value}
                      onChange={(e) => search.onChange(e.target.value)}
                    />
                    {searchFilters}
                  </div>
                  {lists.search}
                </>
              );
          }
        }}
      />
    </div>
  );
}
