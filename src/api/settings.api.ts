import type { ApiClient } from './http.ts';
import { SettingListSchema, SettingSchema, type Setting } from './schemas/index.ts';

export function createSettingsApi(client: ApiClient) {
  return {
    list(): Promise<Setting[]> {
      return client.request({ method: 'GET', path: '/settings', schema: SettingListSchema });
    },
    /** S3 §7 PUT /settings/{key} with {key, value}: the row as written. */
    update(key: string, value: string): Promise<Setting> {
      return client.request({
        method: 'PUT',
        path: `/settings/${encodeURIComponent(key)}`,
        schema: SettingSchema,
        body: { key, value },
      });
    },
  };
}
export type SettingsApi = ReturnType<typeof createSettingsApi>;
