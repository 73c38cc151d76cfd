/**
 * /settings (S3 §2.8, §4.6): admin-only (S3 §6; a typed URL of a user shows why it is refused and calls nothing).
 * GET /settings through the resource cache; a change is PUT /settings/:key, written into the cache when answered
 * (the 'Horários' tab follows scheduleType at once) with 'Operação atualizada com sucesso.' for the five dropdowns;
 * a failure goes through the error catalogue and the stored value stays. 'Horários' reads GET /companies/:id for
 * its schedules and saves with PUT /companies/:id/schedules ('Horários atualizados com sucesso.').
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEntry } from '../../api/schemas/queue.schema.ts';
import type { Setting } from '../../api/schemas/setting.schema.ts';
import { useServices, useSession } from '../../session/context.tsx';
import { queryClientFor } from '../../session/queries/client.ts';
import { useSettings } from '../../session/queries/hooks.ts';
import { queryKeys } from '../../session/queries/keys.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { can } from '../../lib/permissions.ts';
import { notify, notifyError } from '../../lib/toast.ts';
import {
  SettingsForbidden,
  SettingsPage,
  settingsTabs,
  type SettingsTab,
} from './components/SettingsPage.tsx';
import { showsCompanyHours, toastsOnChange, valuesOf, withValue } from './components/settings-values.ts';
import { CompaniesTabBinding, PlansTabBinding } from './admin-tabs.binding.tsx';
import { HelpsTabBinding } from './helps-tab.binding.tsx';

export default function SettingsScreen() {
  const { user } = useSession();
  if (!can(user?.profile, 'drawer-admin-items:view')) return <SettingsForbidden />;
  return <SettingsBinding companyId={user?.companyId ?? 0} isSuper={user?.super === true} />;
}

const hoursKey = (companyId: number) => ['company', companyId, 'schedules'] as const;

function SettingsBinding({ companyId, isSuper }: { companyId: number; isSuper: boolean }) {
  const services = useServices();
  const client = queryClientFor(services);
  const { t } = useTranslation();
  const settings = useSettings();
  const read = useReadState(settings);
  const values = settings.data === undefined ? null : valuesOf(settings.data);
  const [tab, setTab] = useState<SettingsTab>('options');
  const [saving, setSaving] = useState<ReadonlySet<string>>(() => new Set());
  const [saved, setSaved] = useState<ReadonlySet<string>>(() => new Set());
  const mark = (key: string, on: boolean) =>
    setSaving((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const change = async (key: string, value: string) => {
    mark(key, true);
    try {
      const row = await services.api.settings.update(key, value);
      client.setQueryData<Setting[]>(queryKeys.settings, (list) => withValue(list ?? [], key, row.value));
      if (toastsOnChange(key)) notify('success', t('settings:updated'));
      else setSaved((s) => new Set(s).add(key));
    } catch (error) {
      notifyError(error);
    } finally {
      mark(key, false);
    }
  };

  const hoursShown = values !== null && showsCompanyHours(values);
  const hours = useQuery(
    {
      queryKey: hoursKey(companyId),
      queryFn: () => services.api.companies.schedules(companyId),
      enabled: hoursShown && tab === 'schedules',
    },
    client,
  );
  const hoursRead = useReadState(hours);
  const [hoursBusy, setHoursBusy] = useState(false);
  const saveHours = async (week: ScheduleEntry[]) => {
    setHoursBusy(true);
    try {
      const schedules = await services.api.companies.saveSchedules(companyId, week);
      client.setQueryData(hoursKey(companyId), schedules);
      notify('success', t('settings:schedulesSaved'));
    } catch (error) {
      notifyError(error);
    } finally {
      setHoursBusy(false);
    }
  };

  return (
    <SettingsPage
      values={values}
      read={read}
      saving={saving}
      saved={saved}
      onChange={(key, value) => void change(key, value)}
      isSuper={isSuper}
      tab={settingsTabs(values, isSuper).includes(tab) ? tab : 'options'}
      onTab={setTab}
      hours={{
        schedules: hours.data ?? null,
        read: hoursRead,
        busy: hoursBusy,
        onSave: (week) => void saveHours(week),
      }}
      companiesTab={<CompaniesTabBinding />}
      plansTab={<PlansTabBinding />}
      helpsTab={<HelpsTabBinding />}
    />
  );
}
