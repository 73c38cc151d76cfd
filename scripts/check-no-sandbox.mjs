#!/usr/bin/env node
// Proves a production build carries no sandbox code: no MSW worker, no mock socket, no control API, and none of the
// demo's login helper: no seeded account, no DemoAccounts component, none of its texts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist';
const markers = [
  '__sandbox',
  'mockServiceWorker',
  'mock-socket',
  'SandboxPanel',
  'msw/browser',
  'createSandbox',
  // The demo accounts of the login page: the seeded emails, the component's mark and its texts in every language.
  'admin@admin.com',
  'gestor@demo.com',
  'atendente@demo.com',
  'admin@empresa2.com',
  'data-demo-accounts',
  'Contas de demonstração',
  'Demo accounts',
  'Cuentas de demostración',
];

function* files(root) {
  for (const name of readdirSync(root)) {
    const full = path.join(root, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

if (!existsSync(dir)) {
  console.error(`check-no-sandbox: ${dir}/ does not exist; run the build first.`);
  process.exit(2);
}
const hits = [];
for (const file of files(dir)) {
  if (path.basename(file) === 'mockServiceWorker.js') hits.push(`${file}: the MSW worker file`);
  if (!/\.(js|mjs|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const m of markers) if (text.includes(m)) hits.push(`${file}: contains "${m}"`);
}
if (hits.length > 0) {
  console.error(`check-no-sandbox: the production build contains sandbox code:\n  ${hits.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-no-sandbox: ${dir}/ is clean (${markers.length} markers, no MSW worker).`);
