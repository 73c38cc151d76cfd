/**
 * The session's schemas (and valibot with them) load beside the first auth call, not with /login: the login form
 * needs neither to show, and the bench's /login budget (120 KB gzip) counts every byte of the page's first load.
 * One promise: the module loads once.
 */
let loading: Promise<typeof import('./schemas/auth.schema.ts')> | null = null;
export function authSchemas(): Promise<typeof import('./schemas/auth.schema.ts')> {
  return (loading ??= import('./schemas/auth.schema.ts'));
}
