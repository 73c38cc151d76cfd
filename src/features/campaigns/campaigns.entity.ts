import { createCampaignsApi, type CampaignsApi } from '../../api/campaigns.api.ts';
import type { CampaignRecord } from '../../api/schemas/s2.ts';
import type { DeclaredEntity } from '../../session/entity/entity-page.ts';
import type { AppServices } from '../../session/services.ts';
import { oncePer } from '../../lib/once-per.ts';
import { toInput, type CampaignSubmit } from './components/campaign-form.ts';
import { liveList } from '../../session/live-list.ts';
import { campaignsView, type CampaignsExtra } from './campaigns.view.tsx';

/** The resource cache's key of GET /campaign-settings (the settings screen and the dialog's variables helper). */
export const CAMPAIGN_SETTINGS_KEY = ['campaigns', 'settings'] as const;

/** The campaigns' calls for these services (the S2 schemas stay out of /login's core). */
export const campaignsApi: (services: AppServices) => CampaignsApi = oncePer((services) =>
  createCampaignsApi(services.client),
);

/**
 * Campaigns, declared once (S2 §2, §4, §7): GET /campaigns paged (20, by name, `records`/`hasMore`), POST / PUT
 * (empty strings as null, scheduledAt 'YYYY-MM-DD HH:mm:ss') then the attachment's upload or removal, DELETE, and
 * the `company-{cid}-campaign` frames (create and update replace by id, delete removes).
 */
export const campaignsEntity: DeclaredEntity<CampaignRecord, CampaignSubmit, CampaignsExtra> = {
  key: 'campaigns',
  messages: {
    saved: 'campaigns:toasts.saved',
    deleted: 'campaigns:toasts.deleted',
    deletedElsewhere: 'common:entity.deletedElsewhere',
  },
  fetchPage: async (services, { page, search }) => {
    const answer = await campaignsApi(services).page({ pageNumber: page, searchParam: search });
    return { items: answer.records, hasMore: answer.hasMore };
  },
  save: async (services, { values: submit, existing }) => {
    const api = campaignsApi(services);
    const input = toInput(submit.values, existing?.status ?? 'INATIVA');
    const saved = existing === null ? await api.create(input) : await api.update(existing.id, input);
    let media = { mediaPath: saved.mediaPath, mediaName: saved.mediaName };
    if (submit.removeMedia && saved.mediaPath !== null) {
      await api.removeMedia(saved.id);
      media = { mediaPath: null, mediaName: null };
    }
    if (submit.file !== null) {
      await api.uploadMedia(saved.id, submit.file);
      media = { mediaPath: submit.file.name, mediaName: submit.file.name };
    }
    return { ...saved, ...media };
  },
  remove: (services, campaign) => campaignsApi(services).remove(campaign.id),
  live: liveList('campaign'),
  view: campaignsView,
  sort: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
};
