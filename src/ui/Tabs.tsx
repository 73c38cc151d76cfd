import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import clsx from 'clsx';
import { memo, useSyncExternalStore, type ReactNode } from 'react';
import { CountBadge } from './Badge.tsx';

/**
 * A value that changes on its own (a list's count under live events): the tab's badge subscribes to it, so a change
 * re-renders the badge alone, not the tabs, their panels or whoever renders them.
 */
export interface LiveValue<T> {
  subscribe: (onChange: () => void) => () => void;
  get: () => T;
}

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
  /** Optional count badge; 0 shows a muted 0. A live count re-renders only the badge when it changes. */
  count?: number | LiveValue<number>;
  /** Accessible text for the count, e.g. '3 atendimentos'. */
  countLabel?: string;
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** 'underline' for top-level tabs, 'pill' for segmented sub-tabs. */
  variant?: 'underline' | 'pill';
  fullWidth?: boolean;
  /** Accessible name of the tab list. */
  label?: string;
  /** When given, each tab gets a panel with this content. */
  renderPanel?: (id: T) => ReactNode;
  className?: string;
  listClassName?: string;
  panelClassName?: string;
  /** false keeps the hidden panels mounted (a form spread over tabs keeps what was typed). */
  unmount?: boolean;
}

export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  variant = 'underline',
  fullWidth = false,
  label,
  renderPanel,
  className,
  listClassName,
  panelClassName,
  unmount = true,
}: TabsProps<T>) {
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === value),
  );
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(i: number) => {
        const tab = tabs[i];
        if (tab) onChange(tab.id);
      }}
      className={clsx(renderPanel && 'flex min-h-0 flex-col', className)}
    >
      <TabList
        aria-label={label}
        className={clsx(
          'flex',
          variant === 'underline' ? 'gap-1 border-b border-line' : 'gap-1 rounded-xl bg-ink/5 p-1',
          listClassName,
        )}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            disabled={tab.disabled ?? false}
            className={clsx(
              'group inline-flex cursor-pointer items-center justify-center gap-2 text-sm font-medium whitespace-nowrap transition focus:outline-none data-disabled:cursor-not-allowed data-disabled:opacity-50',
              'data-focus:outline-2 data-focus:outline-offset-[-2px] data-focus:outline-primary',
              fullWidth && 'flex-1',
              variant === 'underline'
                ? '-mb-px border-b-2 border-transparent px-3 py-2.5 text-ink-muted hover:text-ink data-selected:border-primary data-selected:text-[color-mix(in_oklab,var(--color-primary)_78%,black)] dark:data-selected:text-primary'
                : 'rounded-lg px-3 py-1.5 text-ink-muted hover:text-ink data-selected:bg-surface data-selected:text-ink data-selected:shadow-sm dark:data-selected:bg-white/10',
            )}
          >
            {tab.icon && (
              <span className="inline-flex [&_svg]:size-4" aria-hidden="true">
                {tab.icon}
              </span>
            )}
            {tab.label}
            {tab.count !== undefined && (
              <TabCount
                count={tab.count}
                selected={tab.id === value}
                {...(tab.countLabel ? { label: tab.countLabel } : {})}
              />
            )}
          </Tab>
        ))}
      </TabList>
      {renderPanel && (
        <TabPanels className="flex min-h-0 flex-1 flex-col">
          {tabs.map((tab) => (
            <TabPanel
              key={tab.id}
              unmount={unmount}
              className={clsx('flex min-h-0 flex-1 flex-col focus:outline-none', panelClassName)}
            >
              {renderPanel(tab.id)}
            </TabPanel>
          ))}
        </TabPanels>
      )}
    </TabGroup>
  );
}

const never = () => () => undefined;

const TabCount = memo(function TabCount({
  count,
  selected,
  label,
}: {
  count: number | LiveValue<number>;
  selected: boolean;
  label?: string;
}) {
  const live = typeof count === 'number' ? null : count;
  const value = useSyncExternalStore(live?.subscribe ?? never, live ? live.get : () => count as number);
  return (
    <CountBadge
      count={value}
      showZero
      tone={selected ? 'primary' : 'neutral'}
      {...(label ? { label } : {})}
    />
  );
});
