import type { BrowserContext } from '@playwright/test';

/** One Content-Security-Policy violation, as the page's event or the browser's console reported it. */
export interface CspViolation {
  via: 'event' | 'console';
  /** The directive that refused it (`script-src-elem`…), or the console's sentence. */
  what: string;
  /** What was refused: a URL, 'inline', 'eval'. */
  blocked: string;
  /** The page it happened on. */
  page: string;
}

export interface CspGuard {
  /** Every violation seen so far in this test's context: every page, across navigations and reloads. */
  violations(): readonly CspViolation[];
  /** Hands over (and forgets) the violations a test caused on purpose, so they do not fail it. */
  take(): CspViolation[];
}

const BINDING = '__e2eCspViolation';

/**
 * Listens on a browser context for CSP violations through two channels: the `securitypolicyviolation` event of every
 * document (registered before any of the page's scripts run, reported through a binding, so a reload loses nothing)
 * and the console's "Refused to …" / "Content Security Policy" errors (which also cover what the event does not see,
 * e.g. a policy the browser could not parse).
 */
export async function watchCsp(context: BrowserContext): Promise<CspGuard> {
  let seen: CspViolation[] = [];
  await context.exposeBinding(BINDING, ({ page }, what: string, blocked: string) => {
    seen.push({ via: 'event', what, blocked, page: page.url() });
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (
          window as unknown as Record<string, (what: string, blocked: string) => Promise<void>>
        )[binding];
        void report?.(e.effectiveDirective, e.blockedURI);
      },
      true,
    );
  }, BINDING);
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy/i.test(text)) {
      seen.push({
        via: 'console',
        what: text,
        blocked: message.location().url,
        page: message.page()?.url() ?? '',
      });
    }
  });
  return {
    violations: () => seen,
    take: () => {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}
