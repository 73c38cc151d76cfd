// The app's Content-Security-Policy, built in one place: the preview server sends it as a header, the build writes it
// into index.html as a <meta> fallback, and the e2e suite checks the header against it. The README's nginx and
// Netlify examples show `<the policy>` where this output goes (a build's index.html holds it). A new source (as the
// help videos' host is a frame source) is one line in `cspDirectives`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

export interface CspOptions {
  /** VITE_BACKEND_URL as configured: absolute (`https://api.example.com`) or relative to the app (`/api`). */
  backendUrl: string;
  /** Sandbox mode (the demo): the MSW service worker runs from the app's own origin. */
  sandbox: boolean;
  /** Hashes (`sha256-…`) of the style elements that libraries insert at run time; see `libraryStyleHashes`. */
  styleHashes?: readonly string[];
}

export type CspDirectives = Record<string, readonly string[]>;

/**
 * The backend's origin and its socket's (same host, ws: or wss:). A relative URL is the app's own origin: 'self'
 * already covers it, the socket included ('self' matches ws: and wss: of the same host in CSP Level 3).
 */
export function backendSources(backendUrl: string): string[] {
  if (!/^[a-z][a-z\d+.-]*:/i.test(backendUrl)) return [];
  const url = new URL(backendUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_BACKEND_URL must be http(s), got ${url.protocol}`);
  }
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [url.origin, socket];
}

/**
 * The help videos' player host (S3 §2.7: an embedded player built from the video code; src/lib/help-video.ts, whose
 * HELP_VIDEO_ORIGIN the test checks against this). The only frame source, and only in production: the sandbox
 * draws its players in place (no address), so the demo frames nothing from the internet.
 */
export const HELP_VIDEO_FRAME_SOURCE = 'https://www.youtube-nocookie.com';

export function cspDirectives({ backendUrl, sandbox, styleHashes = [] }: CspOptions): CspDirectives {
  const backend = backendSources(backendUrl);
  const backendHttp = backend.slice(0, 1);
  return {
    'default-src': ["'self'"],
    // Module scripts from the app's origin only: no inline script, no eval, no other host.
    'script-src': ["'self'"],
    // The Tailwind stylesheet, plus the one <style> element sonner inserts (by its hash). React's style={} props are
    // set through the CSSOM, which CSP does not govern, so no 'unsafe-inline' is needed for them.
    'style-src': ["'self'", ...styleHashes.map((h) => `'${h}'`)],
    // Message pictures are object URLs (blob:) of authenticated fetches; location thumbnails are data: SVGs.
    'img-src': ["'self'", 'data:', 'blob:', ...backendHttp],
    'media-src': ["'self'", 'data:', 'blob:', ...backendHttp],
    'font-src': ["'self'"],
    // 'self': the emoji data (public/emojibase) and, in the demo, the sandbox's API on the app's origin.
    'connect-src': ["'self'", ...backend],
    // The spreadsheet import reads files in a worker of the app's origin; the demo's MSW worker is 'self' too.
    'worker-src': ["'self'"],
    'frame-src': sandbox ? ["'none'"] : [HELP_VIDEO_FRAME_SOURCE],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Directives a browser ignores in a <meta> policy (and warns about in the console). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export function serializeCsp(directives: CspDirectives, delivery: 'header' | 'meta' = 'header'): string {
  return Object.entries(directives)
    .filter(([name]) => delivery === 'header' || !HEADER_ONLY.has(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function contentSecurityPolicy(options: CspOptions, delivery: 'header' | 'meta' = 'header'): string {
  return serializeCsp(cspDirectives(options), delivery);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The base64 sha256 of a style element's text, as CSP compares it. */
export function styleHash(css: string): string {
  return `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`;
}

/**
 * sonner injects its stylesheet as a <style> element when its module loads. Its hash is read from the installed
 * package, so an upgrade that changes the CSS changes the policy with it; if sonner stops injecting that way the build
 * fails here rather than shipping toasts without styles.
 */
export function libraryStyleHashes(): string[] {
  const file = path.join(root, 'node_modules', 'sonner', 'dist', 'index.mjs');
  const source = readFileSync(file, 'utf8');
  const match = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!match?.[1]) throw new Error(`csp: sonner's injected stylesheet was not found in ${file}`);
  const css: unknown = JSON.parse(match[1]);
  if (typeof css !== 'string') throw new Error('csp: sonner injects something other than a string');
  // sonner appends its <style> empty and fills it after: the browser checks the empty sheet first, so the empty
  // text's hash is allowed too (an empty style element styles nothing).
  return [styleHash(''), styleHash(css)];
}

/** The policy's inputs for a Vite mode, from the same .env files the app is built with. */
export function cspOptionsFor(mode: string): CspOptions {
  const env = loadEnv(mode, root, 'VITE_');
  return {
    // The app's own default (src/lib/env.ts) when nothing is configured.
    backendUrl: env['VITE_BACKEND_URL'] ?? 'http://localhost:8080',
    sandbox: env['VITE_SANDBOX'] === 'true',
    styleHashes: libraryStyleHashes(),
  };
}

/**
 * Puts the policy as a <meta> right after <meta charset> (the charset must stay in the first 1024 bytes; the policy
 * must come before any script). Fails when index.html has no charset meta to anchor on.
 */
export function withCspMeta(html: string, options: CspOptions): string {
  const content = contentSecurityPolicy(options, 'meta').replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const anchor = /<meta charset="[^"]*"\s*\/?>/i;
  if (!anchor.test(html)) throw new Error('csp: index.html has no <meta charset> to put the policy after');
  return html.replace(
    anchor,
    (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${content}" />`,
  );
}
