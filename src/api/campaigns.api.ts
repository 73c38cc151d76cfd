import type * as v from 'valibot';
import type { ApiClient } from './http.ts';
import { recordCalls } from './records.ts';
import {
  CampaignSchema,
  CampaignSettingListSchema,
  CampaignsPageSchema,
  type Campaign,
  type CampaignSetting,
  type CampaignStatus,
} from './schemas/s2.ts';
import { IgnoredAnswerSchema } from './void.ts';

export type CampaignsPage = v.InferOutput<typeof CampaignsPageSchema>;

/**
 * What the campaign dialog sends (S2 §4: empty strings as null, scheduledAt as 'YYYY-MM-DD HH:mm:ss'). `status` is
 * the campaign's own: the reference's PUT checks the body's status.
 */
export interface CampaignInput {
  name: string;
  status: CampaignStatus;
  confirmation: boolean;
  scheduledAt: string | null;
  contactListId: number | null;
  whatsappId: number | null;
  message1: string | null;
  message2: string | null;
  message3: string | null;
  message4: string | null;
  message5: string | null;
  confirmationMessage1: string | null;
  confirmationMessage2: string | null;
  confirmationMessage3: string | null;
  confirmationMessage4: string | null;
  confirmationMessage5: string | null;
}

/** The assembled settings object (S2 §3): three intervals and the variables. */
export interface CampaignSettingsInput {
  messageInterval: number;
  longerIntervalAfter: number;
  greaterInterval: number;
  variables: { key: string; value: string }[];
}

/**
 * S2 §7 campaigns and campaign settings (CampaignController, CampaignSettingController). Not in `createApi`: the S2
 * schemas stay out of /login's core; the campaign screens make it from `services.client`.
 */
export function createCampaignsApi(client: ApiClient) {
  return {
    page(params: { pageNumber: number; searchParam?: string }): Promise<CampaignsPage> {
      return client.request({
        method: 'GET',
        path: '/campaigns',
        schema: CampaignsPageSchema,
        query: { ...params },
      });
    },
    get(id: number): Promise<Campaign> {
      return client.request({ method: 'GET', path: `/campaigns/${id}`, schema: CampaignSchema });
    },
    ...recordCalls<CampaignInput, typeof CampaignSchema>(client, '/campaigns', CampaignSchema),
    async cancel(id: number): Promise<void> {
      await client.request({ method: 'POST', path: `/campaigns/${id}/cancel`, schema: IgnoredAnswerSchema });
    },
    async restart(id: number): Promise<void> {
      await client.request({ method: 'POST', path: `/campaigns/${id}/restart`, schema: IgnoredAnswerSchema });
    },
    async uploadMedia(id: number, file: File): Promise<void> {
      const form = new FormData();
      form.append('file', file);
      await client.request({
        method: 'POST',
        path: `/campaigns/${id}/media-upload`,
        schema: IgnoredAnswerSchema,
        body: form,
      });
    },
    async removeMedia(id: number): Promise<void> {
      await client.request({
        method: 'DELETE',
        path: `/campaigns/${id}/media-upload`,
        schema: IgnoredAnswerSchema,
      });
    },
    settings(): Promise<CampaignSetting[]> {
      return client.request({ method: 'GET', path: '/campaign-settings', schema: CampaignSettingListSchema });
    },
    async saveSettings(settings: CampaignSettingsInput): Promise<void> {
      await client.request({
        method: 'POST',
        path: '/campaign-settings',
        schema: IgnoredAnswerSchema,
        body: { settings },
      });
    },
  };
}
export type CampaignsApi = ReturnType<typeof createCampaignsApi>;
