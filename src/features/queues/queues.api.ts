import { ApiError } from '../../api/errors.ts';
import type { AppServices } from '../../session/services.ts';

/**
 * The backend's queue codes S3 §8 does not list (it lists ERR_QUEUE_COLOR_ALREADY_EXISTS, which the catalogue says):
 * this feature's texts, so the one toast path says them instead of 'An error occurred!'.
 */
const CODES = [
  'ERR_QUEUE_INVALID_NAME',
  'ERR_QUEUE_NAME_ALREADY_EXISTS',
  'ERR_QUEUE_INVALID_COLOR',
  'ERR_QUEUE_NOT_FOUND',
] as const;

export async function withQueueCodes<T>(
  services: Pick<AppServices, 'i18n'>,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    const known = CODES.find((c) => c === code);
    if (error instanceof ApiError && known !== undefined)
      throw new ApiError(error.message, error.status, services.i18n.t(`queues:codes.${known}`), error.body);
    throw error;
  }
}
