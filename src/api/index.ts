import type { ApiClient } from './http.ts';
import { createAuthApi } from './auth.api.ts';
import type { EntityApis } from './entities.ts';

type AsyncMethods = Record<string, (...args: never[]) => Promise<unknown>>;
/** Every entity call answers a promise: that is what lets the entity modules load on first use. */
type AllAsync<A> = { [K in keyof A]: A[K] extends AsyncMethods ? A[K] : never };
/** Property names that libraries probe any object for; never an API call. */
const PROBED: ReadonlySet<string> = new Set([
  'then',
  'catch',
  'finally',
  'toJSON',
  'toString',
  'valueOf',
  'constructor',
  'asymmetricMatch',
  '$$typeof',
  'nodeType',
  'tagName',
]);

/**
 * The API: the session's calls (auth) at once, every other entity's calls (./entities.ts) loaded on the first call
 * of any of them. /login carries only what signing in needs (the bench's /login budget); a screen calls
 * `api.tags.list(...)` as before and waits one module load the first time, behind its own loading state.
 */
export function createApi(client: ApiClient): Api {
  const auth = createAuthApi(client);
  type Groups = Record<string, Record<string, unknown> | undefined>;
  let loading: Promise<Groups> | null = null;
  let loaded: Groups | null = null;
  const entities = () =>
    (loading ??= import('./entities.ts').then((module) => {
      const apis: EntityApis = module.createEntityApis(client);
      loaded = apis;
      return loaded;
    }));
  const invoke = (apis: Groups, name: string, method: string, args: unknown[]): Promise<unknown> => {
    const fn: unknown = apis[name]?.[method];
    if (typeof fn !== 'function') return Promise.reject(new TypeError(`api.${name}.${method} is not a call`));
    try {
      return Promise.resolve(Reflect.apply(fn, apis[name], args) as unknown);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  /**
   * Once the entity module is in, a call goes out in the caller's own turn (no await before the request): a row
   * click's messages read leaves before the route it pushes renders (tickets.e2e); only the very first call waits.
   */
  const call =
    (name: string, method: string) =>
    (...args: unknown[]): Promise<unknown> =>
      loaded !== null
        ? invoke(loaded, name, method, args)
        : entities().then((apis) => invoke(apis, name, method, args));
  const groups = new Map<string, AsyncMethods>();
  /**
   * One entity's calls: a method is written onto the object the first time it is named, so the object behaves as a
   * plain one (a test's `vi.spyOn(api.tags, 'sync')` replaces it; `in` and descriptors see it). Names that tools
   * probe objects with (`then`, `toJSON`, ...) are never calls: a promise would otherwise take the group for one.
   */
  const group = (name: string): AsyncMethods => {
    let found = groups.get(name);
    if (found === undefined) {
      const target: AsyncMethods = {};
      const materialise = (method: string | symbol) => {
        if (typeof method !== 'string' || PROBED.has(method) || Object.hasOwn(target, method)) return;
        Object.defineProperty(target, method, {
          value: call(name, method),
          writable: true,
          configurable: true,
          enumerable: true,
        });
      };
      found = new Proxy(target, {
        get: (t, method): unknown => {
          materialise(method);
          return Reflect.get(t, method) as unknown;
        },
        getOwnPropertyDescriptor: (t, method) => {
          materialise(method);
          return Reflect.getOwnPropertyDescriptor(t, method);
        },
        has: (t, method) => {
          materialise(method);
          return Reflect.has(t, method);
        },
      });
      groups.set(name, found);
    }
    return found;
  };
  const known: { auth: typeof auth; preload: () => Promise<void> } = {
    auth,
    // Loaded ahead (while the login form idles): the session's first calls then leave in the task that asks them.
    preload: () => entities().then(() => undefined),
  };
  // Api's entity members exist only through the proxy's get: the cast states what `get` guarantees.
  return new Proxy(known, {
    get: (target, name): unknown =>
      name === 'auth' || name === 'preload'
        ? target[name]
        : typeof name === 'string' && !PROBED.has(name)
          ? group(name)
          : (Reflect.get(target, name) as unknown),
  }) as Api;
}
export type Api = {
  auth: ReturnType<typeof createAuthApi>;
  /** Loads every entity's calls now (otherwise the first call does): later calls go out in their caller's turn. */
  preload: () => Promise<void>;
} & AllAsync<EntityApis>;

export {
  createApiClient,
  readStoredToken,
  STORAGE_KEYS,
  type ApiClient,
  type ApiClientOptions,
} from './http.ts';
export { ApiError, describeError } from './errors.ts';
export type { Credentials } from './auth.api.ts';
export type { TicketListParams, TicketCreate, TicketUpdate } from './tickets.api.ts';
export type { MessageListParams, TextMessage, MediaMessage } from './messages.api.ts';
export type { ContactListParams, ContactInput, ContactsPage } from './contacts.api.ts';
export type { UserListParams, UsersPage } from './users.api.ts';
export type { TagListParams, TagInput, TagsPage } from './tags.api.ts';
export type { WhatsappListParams } from './whatsapp.api.ts';
export type { CompanySignup, CompanyRegistration } from './companies.api.ts';
export type { NoteListParams, NoteInput } from './notes.api.ts';
export type { QuickMessageListParams } from './quick-messages.api.ts';
export type { ScheduleInput } from './schedules.api.ts';
