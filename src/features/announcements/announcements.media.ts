import type { AppServices } from '../../session/services.ts';

/**
 * S2 §7: an attachment is GET /public/{mediaPath} on the API host, fetched as a blob with the session (the client
 * sends the token to the backend's own origin only).
 */
export function mediaLoader(services: Pick<AppServices, 'api' | 'client'>) {
  return (mediaPath: string): Promise<Blob> =>
    services.api.media.load(`${services.client.baseUrl}/public/${encodeURIComponent(mediaPath)}`);
}
