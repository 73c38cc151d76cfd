#!/usr/bin/env node
// Proves that no two chunks of a build import each other, directly or through others. In an import circle, the
// chunk evaluated second sees the first one's exports as `undefined`: a module-level `<UsersIcon />` in a screen's
// view became an element of no type, and the contacts screen fell to its error boundary the first time it showed its
// empty state (a search with no result), in the production build only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist';
const assets = path.join(dir, 'assets');
if (!existsSync(assets)) {
  console.error(`check-chunk-cycles: ${assets} does not exist; run the build first.`);
  process.exit(1);
}

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`). */
const staticImports = (source) =>
  [
    ...source.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"`;]*?from\s*)?["']\.\/([^"']+\.js)["']/g),
  ].map((m) => m[1]);

const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
const graph = new Map(chunks.map((f) => [f, staticImports(readFileSync(path.join(assets, f), 'utf8'))]));

const circles = [];
const state = new Map(); // 1: on the path, 2: done
const walk = (chunk, trail) => {
  state.set(chunk, 1);
  for (const next of graph.get(chunk) ?? []) {
    if (state.get(next) === 1) circles.push([...trail.slice(trail.indexOf(next)), next]);
    else if (!state.has(next)) walk(next, [...trail, next]);
  }
  state.set(chunk, 2);
};
for (const chunk of chunks) if (!state.has(chunk)) walk(chunk, [chunk]);

if (circles.length > 0) {
  console.error(`check-chunk-cycles: ${circles.length} import circle(s) between chunks of ${dir}:`);
  for (const circle of circles) console.error(`  ${circle.join(' → ')}`);
  process.exit(1);
}
console.log(`check-chunk-cycles: ${chunks.length} chunks of ${dir}, no import circle.`);
