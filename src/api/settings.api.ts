import type { ApiClient } from './http.ts';
import { SettingListSchema, type Setting } from './schemas/index.ts';

export function createSettingsApi(client: ApiClient) {
  return {
    list(): Promise<Setting[]> {
      return client.request({ method: 'GET', path: '/settings', schema: SettingListSchema });
    },
  };
}
export type SettingsApi = ReturnType<typeof createSettingsApi>;
