import { ClockIcon, WrenchScrewdriverIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEntry } from '../../../api/schemas/queue.schema.ts';
import { ResourceState, type ReadState } from '../../../ui/ResourceState.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import { WorkingHours } from '../../../ui/WorkingHours.tsx';
import { OptionsTab } from './OptionsTab.tsx';
import { showsCompanyHours } from './settings-values.ts';
import { Forbidden } from '../../../ui/Forbidden.tsx';

export type SettingsTab = 'options' | 'schedules' | 'companies' | 'plans' | 'helps';

export interface CompanyHoursProps {
  /** The company's saved week; null before the first read. */
  schedules: ScheduleEntry[] | null;
  read: ReadState;
  busy: boolean;
  onSave: (week: ScheduleEntry[]) => void;
}

export interface SettingsPageProps {
  /** The company's settings as key → value; null before the first read. */
  values: Readonly<Record<string, string>> | null;
  read: ReadState;
  saving: ReadonlySet<string>;
  saved?: ReadonlySet<string>;
  onChange: (key: string, value: string) => void;
  /** Super users see the Empresas, Planos and Ajuda tabs (S3 §2.8, §6). */
  isSuper: boolean;
  tab: SettingsTab;
  onTab: (tab: SettingsTab) => void;
  hours: CompanyHoursProps;
  /** The Empresas tab's content (S3 §2.5), bound by the screen (admin-tabs.binding.tsx). */
  companiesTab?: ReactNode;
  /** The Planos tab's content (S3 §2.6), bound by the screen (admin-tabs.binding.tsx). */
  plansTab?: ReactNode;
  /** The Ajuda tab's content (S3 §2.7), bound by the screen (helps-tab.binding.tsx). */
  helpsTab?: ReactNode;
}

/** The tabs shown (S3 §2.8): Opções always, Horários when scheduleType is company, the super user's three. */
export function settingsTabs(
  values: Readonly<Record<string, string>> | null,
  isSuper: boolean,
): SettingsTab[] {
  return [
    'options',
    ...(values && showsCompanyHours(values) ? (['schedules'] as const) : []),
    ...(isSuper ? (['companies', 'plans', 'helps'] as const) : []),
  ];
}

/**
 * S3 §2.8 Settings (/settings): the settings are read first; then the tabs. A tab that leaves (scheduleType no longer
 * company) gives way to Opções. Empresas, Planos and Ajuda are not built yet: they say so.
 */
export function SettingsPage(props: SettingsPageProps) {
  const { t } = useTranslation();
  const tabs = settingsTabs(props.values, props.isSuper);
  const tab = tabs.includes(props.tab) ? props.tab : 'options';
  return (
    <section
      aria-labelledby="settings-title"
      className="flex h-full min-h-0 flex-col gap-4 overflow-y-auto p-4 sm:p-6"
    >
      <h1 id="settings-title" className="text-xl font-semibold text-ink">
        {t('settings:title')}
      </h1>
      <ResourceState
        status={props.values !== null ? 'success' : props.read.status}
        {...(props.read.error === undefined ? {} : { error: props.read.error })}
        onRetry={props.read.onRetry}
        retrying={props.read.retrying ?? false}
        className="rounded-xl border border-line bg-surface"
      >
        {props.values !== null && (
          <Tabs<SettingsTab>
            label={t('settings:tabsLabel')}
            tabs={tabs.map((id) => ({ id, label: t(`settings:tabs.${id}`) }))}
            value={tab}
            onChange={props.onTab}
            panelClassName="pt-4"
            renderPanel={(id) => panelOf(id, props)}
          />
        )}
      </ResourceState>
    </section>
  );
}

function panelOf(id: SettingsTab, props: SettingsPageProps): ReactNode {
  switch (id) {
    case 'options':
      return (
        <OptionsTab
          values={props.values ?? {}}
          saving={props.saving}
          {...(props.saved ? { saved: props.saved } : {})}
          onChange={props.onChange}
        />
      );
    case 'schedules':
      return <CompanyHours {...props.hours} />;
    case 'companies':
      return props.companiesTab ?? <NotYetAvailable />;
    case 'plans':
      return props.plansTab ?? <NotYetAvailable />;
    case 'helps':
      return props.helpsTab ?? <NotYetAvailable />;
    default:
      return <NotYetAvailable />;
  }
}

/** S3 §2.8 Horários: the company's week in the shared working-hours form (S3 §2.9). */
export function CompanyHours({ schedules, read, busy, onSave }: CompanyHoursProps) {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <ClockIcon aria-hidden="true" className="size-5" />
        {t('settings:schedulesIntro')}
      </p>
      <ResourceState
        status={schedules !== null ? 'success' : read.status}
        {...(read.error === undefined ? {} : { error: read.error })}
        onRetry={read.onRetry}
        retrying={read.retrying ?? false}
      >
        {schedules !== null && (
          <WorkingHours key={JSON.stringify(schedules)} value={schedules} busy={busy} onSave={onSave} />
        )}
      </ResourceState>
    </div>
  );
}

function NotYetAvailable() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-2 p-8 text-center">
      <WrenchScrewdriverIcon aria-hidden="true" className="size-8 text-ink-muted" />
      <p className="font-medium text-ink">{t('settings:pending.title')}</p>
      <p className="max-w-sm text-sm text-ink-muted">{t('settings:pending.message')}</p>
    </div>
  );
}

/** /settings typed by a user (S3 §6: admin only): why it is refused; nothing is called. */
export function SettingsForbidden() {
  const { t } = useTranslation();
  return (
    <Forbidden
      id="settings-forbidden"
      title={t('settings:forbidden.title')}
      message={t('settings:forbidden.message')}
    />
  );
}
