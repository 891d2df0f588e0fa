// Adds lock entries for other platforms' native bindings that `npm install` left out.
//
// Why: npm drops an optional dependency from package-lock.json when the registry it resolves against
// does not have that exact version (npm/cli#4828 and kin), and `npm ci` then rejects the lock as "out of
// sync" on every machine. Our registry mirror lags for some platform packages (macOS/Windows/wasm builds of
// @astrojs/compiler-binding and @tailwindcss/oxide). The lock should describe the real tree for every
// platform, so this fills in each missing optional entry with the platform fields (os/cpu/libc) that make
// npm skip it on machines it does not fit. Run it after any `npm install` that changes the lock:
//   npm run lock:complete
// Another lock (the bench's peer site): node scripts/complete-lockfile.mjs bench/peer/package-lock.json
// The same holds for wrangler's workerd: the registry lists @cloudflare/workerd-darwin-64 and -windows-64 at other
// versions than the Linux builds, so npm leaves them out and `npm ci` on any machine reports them missing.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const LOCK = process.argv[2] ? resolve(process.argv[2]) : new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const pkgs = lock.packages;

const PLATFORM_FIELDS = ['os', 'cpu', 'libc', 'engines', 'dependencies'];

/** The registry's newest manifest of `name`: its platform fields are the same across patch releases. */
function platformFields(name) {
  const json = execFileSync('npm', ['view', name, ...PLATFORM_FIELDS, '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const view = json.trim() ? JSON.parse(json) : {};
  return Object.fromEntries(PLATFORM_FIELDS.filter((f) => view[f] !== undefined).map((f) => [f, view[f]]));
}

let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? 'node_modules/' : `${path}/node_modules/`;
    if (pkgs[`${base}${dep}`] || pkgs[`node_modules/${dep}`]) continue;
    const fields = platformFields(dep);
    pkgs[`node_modules/${dep}`] = {
      version,
      ...(fields.dependencies ? { dependencies: fields.dependencies } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(fields.os ? { os: fields.os } : {}),
      ...(fields.cpu ? { cpu: fields.cpu } : {}),
      ...(fields.libc ? { libc: fields.libc } : {}),
      ...(fields.engines ? { engines: fields.engines } : {}),
    };
    added += 1;
    console.log(`added ${dep}@${version}`);
  }
}

// npm keeps package entries sorted by path; keep the root first.
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `${added} lock entries added.` : 'Lock file already complete.');
