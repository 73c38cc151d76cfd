import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { HELP_VIDEO_ORIGIN } from '../src/lib/help-video.ts';
import {
  HELP_VIDEO_FRAME_SOURCE,
  backendSources,
  contentSecurityPolicy,
  cspDirectives,
  cspOptionsFor,
  libraryStyleHashes,
  styleHash,
  withCspMeta,
} from './csp.ts';

const production = { backendUrl: 'https://api.example.com/v1/', sandbox: false };

describe('the Content-Security-Policy builder', () => {
  it('lets the app connect to the backend origin and its socket only (https → wss, http → ws)', () => {
    expect(cspDirectives(production)['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'wss://api.example.com',
    ]);
    expect(backendSources('http://localhost:8080')).toEqual(['http://localhost:8080', 'ws://localhost:8080']);
  });

  it('takes a relative backend as the app origin itself', () => {
    expect(backendSources('/api')).toEqual([]);
    expect(cspDirectives({ backendUrl: '/api', sandbox: true })['connect-src']).toEqual(["'self'"]);
  });

  it('refuses a backend URL that is not http(s)', () => {
    expect(() => backendSources('ftp://api.example.com')).toThrow(/http\(s\)/);
  });

  it('allows images and media from self, data:, blob: and the backend (not its socket)', () => {
    const d = cspDirectives(production);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
    expect(d['media-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
  });

  it('has no inline or eval script, no objects, no base, no framing; workers of the app origin only', () => {
    const header = contentSecurityPolicy(production);
    expect(header).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(header).toContain("script-src 'self';");
    expect(header).toContain("object-src 'none'");
    expect(header).toContain("base-uri 'none'");
    expect(header).toMatch(/frame-ancestors 'none'$/);
    // Workers of the app's origin only (the spreadsheet import's; the demo's MSW worker).
    expect(header).toContain("worker-src 'self';");
    expect(contentSecurityPolicy({ backendUrl: '/api', sandbox: true })).toContain("worker-src 'self'");
  });

  it('frames the help videos’ player host only, and only in production (the sandbox draws its players in place)', () => {
    expect(HELP_VIDEO_FRAME_SOURCE).toBe(HELP_VIDEO_ORIGIN);
    expect(cspDirectives(production)['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(contentSecurityPolicy(production)).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(cspDirectives({ backendUrl: '/api', sandbox: true })['frame-src']).toEqual(["'none'"]);
    // Nothing else of the video host anywhere else in the policy.
    expect(contentSecurityPolicy(production).match(/youtube/g)).toHaveLength(1);
  });

  it('allows the inserted style elements by hash, never by unsafe-inline', () => {
    const d = cspDirectives({ ...production, styleHashes: ['sha256-abc='] });
    expect(d['style-src']).toEqual(["'self'", "'sha256-abc='"]);
  });

  it('hashes a style as CSP does (base64 sha256 of its text)', () => {
    const css = 'a{color:red}';
    expect(styleHash(css)).toBe(`sha256-${createHash('sha256').update(css).digest('base64')}`);
    // sonner's sheet, and the empty sheet it appends before filling it.
    expect(libraryStyleHashes()).toEqual([
      'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      expect.stringMatching(/^sha256-[A-Za-z0-9+/]{43}=$/),
    ]);
  });

  it('leaves frame-ancestors out of the meta policy (ignored there), and nothing else', () => {
    const header = contentSecurityPolicy(production);
    const meta = contentSecurityPolicy(production, 'meta');
    expect(meta).not.toContain('frame-ancestors');
    expect(`${meta}; frame-ancestors 'none'`).toBe(header);
  });

  it('puts the meta right after the charset, before any script', () => {
    const html = '<head>\n    <meta charset="UTF-8" />\n    <script type="module" src="/a.js"></script>';
    const out = withCspMeta(html, production);
    const meta = out.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(out.indexOf('charset'));
    expect(meta).toBeLessThan(out.indexOf('<script'));
    expect(() => withCspMeta('<head></head>', production)).toThrow(/charset/);
  });

  it("reads the backend of each mode as Vite builds the app: the mode's .env files, the environment first", () => {
    // Vitest itself puts the .env values into process.env; without them the files speak.
    vi.stubEnv('VITE_BACKEND_URL', undefined);
    vi.stubEnv('VITE_SANDBOX', undefined);
    expect(cspOptionsFor('sandbox')).toMatchObject({ backendUrl: '/api', sandbox: true });
    expect(cspOptionsFor('production')).toMatchObject({ sandbox: false });
    vi.stubEnv('VITE_BACKEND_URL', 'https://chat.example.org');
    expect(cspOptionsFor('production').backendUrl).toBe('https://chat.example.org');
    vi.unstubAllEnvs();
  });
});
