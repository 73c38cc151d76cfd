#!/usr/bin/env node
// Runs after every install (package.json "postinstall"): mends a defect of a pinned dependency in node_modules until
// its maintainers release the fix, and says so loudly if the code it mends is not there any more (a new version: then
// check whether the fix is still needed and drop or update it here).
//
// frimousse 0.4.0 (the emoji picker) numbers its grid from 0: aria-rowindex="0" and aria-colindex="0", which ARIA does
// not allow (both start at 1), so axe fails the open picker (aria-valid-attr-value, critical). Rows and cells are
// numbered from 1, and the one query that looks a row up by its index (keyboard scrolling) asks for the same + 1.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const patches = [
  {
    package: 'frimousse',
    version: '0.4.0',
    files: ['dist/index.js', 'dist/index.cjs'],
    replacements: [
      ['"aria-colindex":t,', '"aria-colindex":t+1,'],
      ['"aria-rowindex":t?void 0:e,', '"aria-rowindex":t?void 0:e+1,'],
      ['[aria-rowindex="${R}"]', '[aria-rowindex="${R+1}"]'],
    ],
  },
];

let changed = false;
for (const patch of patches) {
  const dir = path.join(root, 'node_modules', patch.package);
  if (!existsSync(dir)) continue;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (version !== patch.version) {
    console.error(
      `scripts/patch-deps.mjs: ${patch.package} is ${version}, the patch is for ${patch.version}: check whether ` +
        'it still needs it, then update or remove the patch.',
    );
    process.exit(1);
  }
  for (const file of patch.files) {
    const target = path.join(dir, file);
    let code = readFileSync(target, 'utf8');
    for (const [from, to] of patch.replacements) {
      if (code.split(to).length === 2) continue; // applied by an earlier install
      const found = code.split(from).length - 1;
      if (found !== 1) {
        console.error(
          `scripts/patch-deps.mjs: expected '${from}' once in ${patch.package}/${file}, found ${found}`,
        );
        process.exit(1);
      }
      code = code.replace(from, to);
      changed = true;
    }
    writeFileSync(target, code);
  }
}
// Vite (and Storybook's Vitest run) keep pre-bundled dependencies keyed by the lock file, which a patch does not
// change: let them bundle anew.
if (changed)
  for (const cache of ['.vite', '.cache/storybook'])
    rmSync(path.join(root, 'node_modules', cache), { recursive: true, force: true });
