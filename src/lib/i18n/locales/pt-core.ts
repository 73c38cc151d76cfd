import { auth } from './pt/auth.ts';
import { common } from './pt/common.ts';
import { errorsCore as errors } from './pt/errors-core.ts';
import { validation } from './pt/validation.ts';

/**
 * What /login and the public screens show, bundled with the app (the /login budget): the other pt namespaces load
 * with the private layout (../index.ts, `loadCatalogue`).
 */
export const ptCore = { common, auth, errors, validation } as const;
