import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignSettingsInput } from '../../api/campaigns.api.ts';
import { useServices } from '../../session/context.tsx';
import { queryClientFor } from '../../session/queries/client.ts';
import { useReadState } from '../../session/queries/Resource.tsx';
import { notify, notifyError } from '../../lib/toast.ts';
import { CAMPAIGN_SETTINGS_KEY, campaignsApi } from './campaigns.entity.ts';
import { settingsOf } from './components/campaign-settings.ts';
import { CampaignSettingsPage } from './components/CampaignSettingsPage.tsx';

/**
 * /campaigns-config (S2 §2, §7, §9): GET /campaign-settings assembled into the settings object (defaults for keys
 * with no row), POST /campaign-settings with the whole object on 'Salvar Configurações' ('Configurações salvas';
 * a failure through the error catalogue, what was chosen stays). The saved object is written into the cache, so the
 * campaign dialog's variables helper shows it at once.
 */
export default function CampaignSettingsScreen() {
  const services = useServices();
  const { t } = useTranslation();
  const client = queryClientFor(services);
  const query = useQuery(
    { queryKey: CAMPAIGN_SETTINGS_KEY, queryFn: () => campaignsApi(services).settings() },
    client,
  );
  const read = useReadState(query);
  const [saving, setSaving] = useState(false);
  const save = async (settings: CampaignSettingsInput) => {
    setSaving(true);
    try {
      await campaignsApi(services).saveSettings(settings);
      client.setQueryData(
        CAMPAIGN_SETTINGS_KEY,
        Object.entries(settings).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
      );
      notify('success', t('campaigns:settings.saved'));
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <CampaignSettingsPage
      settings={query.data === undefined ? null : settingsOf(query.data)}
      read={read}
      saving={saving}
      onSave={(settings) => void save(settings)}
    />
  );
}
