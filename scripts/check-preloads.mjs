#!/usr/bin/env node
// Proves what a production build's index.html (every route but /login: a reload of a signed-in page) asks for with
// the page, as a reload of /tickets needs it for its first rows to come one frame after their data:
// - the module that asks the first lists ahead (src/app/lists-ahead.ts) is the first link;
// - the pt catalogue, which the signed-in layout waits for, comes before the workspace's chunk. Asked for only once
//   the entry had run, it queued behind the other links (fetched six at a time on HTTP/1.1) and came ~40 ms after
//   the lists' answers on the reference backend, holding the first render;
// - it asks for at most MAX_LINKS chunks of its own: each is a request, six at a time on HTTP/1.1, and at 28 the
//   route's code was in ~50 ms later than at 8 (vite.config.ts, the workspace group);
// - /login (login.html) asks for none of it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist';
const MAX_LINKS = 10;
const fail = (message) => {
  console.error(`check-preloads: ${message}`);
  process.exit(1);
};
if (!existsSync(path.join(dir, 'index.html'))) fail(`${dir}/index.html does not exist; run the build first.`);

const links = (file) =>
  [
    ...readFileSync(path.join(dir, file), 'utf8').matchAll(
      /<link rel="modulepreload" crossorigin href="\/([^"]+)"/g,
    ),
  ].map((m) => m[1]);
const text = (file) => readFileSync(path.join(dir, file), 'utf8');

// A text of the layout's namespace: in the whole catalogue, not in what /login bundles.
const layout = readFileSync(new URL('../src/lib/i18n/locales/pt/layout.ts', import.meta.url), 'utf8');
const greeting = /greeting: '([^']+)'/.exec(layout)?.[1];
if (!greeting) fail('no greeting in src/lib/i18n/locales/pt/layout.ts');

const page = links('index.html');
const login = new Set(links('login.html'));
const signedIn = page.filter((file) => !login.has(file));
const catalogue = signedIn.findIndex((file) => text(file).includes(greeting));
const workspace = signedIn.findIndex((file) => /^assets\/workspace-[\w-]{8}\.js$/.test(file));
const ahead = signedIn.findIndex((file) => /^assets\/lists-ahead-[\w-]{8}\.js$/.test(file));

if (ahead !== 0)
  fail(`the lists-ahead module is not the first of index.html's own links: ${signedIn.join(', ')}`);
if (catalogue === -1) fail('index.html does not preload the pt catalogue');
if (workspace === -1) fail('index.html does not preload the workspace chunk');
if (catalogue > workspace) fail('index.html preloads the pt catalogue after the workspace chunk');
if (signedIn.length > MAX_LINKS)
  fail(
    `index.html asks for ${signedIn.length} chunks of its own, more than ${MAX_LINKS} (vite.config.ts: the workspace group): ${signedIn.join(', ')}`,
  );
for (const file of login) if (text(file).includes(greeting)) fail(`/login preloads the catalogue (${file})`);

console.log(
  `check-preloads: ${dir}/index.html asks for ${signedIn.length} chunks with the page: lists ahead first, the catalogue ${catalogue + 1}th, the workspace ${workspace + 1}th; /login none of them.`,
);
