import type { ApiClient } from './http.ts';

export function createMediaApi(client: ApiClient) {
  return {
    /**
     * A message's file (image, audio, video, document) as a Blob, fetched with the session so that a backend
     * which guards its media still answers; the caller shows it through an object URL it revokes.
     */
    load(url: string): Promise<Blob> {
      return client.blob(url);
    },
  };
}
export type MediaApi = ReturnType<typeof createMediaApi>;
