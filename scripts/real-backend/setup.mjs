// What `npm run real-backend` and the bench's real-backend part share: the backend's REST calls, the data reset from
// ../shared/ref-backend/seed.sql, the production build made for that backend and its preview server on an origin the
// backend's CORS allows.
import { spawn, spawnSync } from 'node:child_process';

export const backendUrl = process.env['BACKEND_URL'] ?? 'http://127.0.0.1:8080';
export const admin = { email: 'admin@admin.com', password: '123456' };

/** One REST call to the backend; its JSON answer, or an error naming the call and the status. */
export async function api(method, path, token, body) {
  const response = await fetch(`${backendUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const json = text === '' ? null : JSON.parse(text);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return json;
}

/** The admin's token, or null when no backend answers a login. */
export async function signIn() {
  try {
    const { token } = await api('POST', '/auth/login', null, admin);
    return token;
  } catch {
    return null;
  }
}

/** Puts the seed back (the steps and the bench change tickets); false when psql fails. */
export function resetData() {
  const reset = spawnSync(
    'psql',
    ['-q', '-h', '127.0.0.1', '-U', 'whaticket', '-d', 'whaticket', '-f', '../shared/ref-backend/seed.sql'],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PGPASSWORD: 'whaticket' } },
  );
  return reset.status === 0;
}

/** The production build for the backend, checked free of the sandbox and for its preloads; the exit status (0 when built). */
export function buildFor(outDir, extraArgs = []) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extraArgs],
    { stdio: 'inherit', env: { ...process.env, VITE_BACKEND_URL: backendUrl } },
  );
  if (build.status !== 0) return build.status ?? 1;
  for (const check of [
    'scripts/check-no-sandbox.mjs',
    'scripts/check-preloads.mjs',
    'scripts/check-chunk-cycles.mjs',
  ]) {
    const status = spawnSync('node', [check, outDir], { stdio: 'inherit' }).status ?? 1;
    if (status !== 0) return status;
  }
  return 0;
}

/** Serves the build on 127.0.0.1:port (vite preview, with the CSP header for that backend); resolves once it listens. */
export async function preview(outDir, port) {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
      env: { ...process.env, VITE_BACKEND_URL: backendUrl },
    },
  );
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes(String(port))) resolve(undefined);
    });
    server.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
  });
  return { stop: () => process.kill(-server.pid) };
}
