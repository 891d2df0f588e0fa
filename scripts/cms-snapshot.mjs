// @ts-check
// `npm run cms:snapshot`: applies every migration in cms/migrations to an empty space (the local stand-in of the
// Content Management API in tests/support, over https with a throw-away certificate, through the real
// `npm run cms:setup`) and writes what came out: cms/model.json and src/lib/news/model.ts. Run it after adding a
// migration and commit both; a unit test fails while they and the migrations disagree.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { childEnv } from '../src/environment.mjs';
import { startManagementStandin, CMA_SPACE, CMA_TOKEN } from '../tests/support/contentful-management-standin.mjs';
import { migrationFiles, MIGRATIONS_DIR, MODEL_FILE } from './cms/setup.mjs';
import { modelModule, modelSnapshot } from './cms/snapshot.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MODEL_MODULE = join(ROOT, 'src/lib/news/model.ts');

/**
 * A certificate for 127.0.0.1 (contentful-migration talks https only), in a fresh folder.
 * @returns {{ dir: string, keyFile: string, certFile: string }}
 */
export function throwAwayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bk-cma-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]),
    { stdio: 'ignore' },
  );
  return { dir, keyFile, certFile };
}

/**
 * The environment that points cms:setup at a stand-in (and nothing from .env at a real space).
 * @param {string} host
 * @param {string} certFile
 * @param {Record<string, string>} [extra]
 */
export function standinSetupEnv(host, certFile, extra = {}) {
  return childEnv({
    NODE_EXTRA_CA_CERTS: certFile,
    CONTENTFUL_SPACE_ID: CMA_SPACE,
    CONTENTFUL_MANAGEMENT_TOKEN: CMA_TOKEN,
    CONTENTFUL_MANAGEMENT_HOST: host,
    CONTENTFUL_ENVIRONMENT: 'master',
    CONTENTFUL_PRODUCTION_SPACE_ID: '',
    GITHUB_REPOSITORY: '',
    GITHUB_DISPATCH_TOKEN: '',
    ...extra,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tls = throwAwayCertificate();
  const cma = await startManagementStandin({ tls });
  try {
    // Asynchronous child: the stand-in answers in this process.
    const code = await new Promise((done) => {
      const child = spawn(process.execPath, [join(ROOT, 'scripts/cms-setup.mjs'), '--no-webhook'], {
        cwd: tls.dir,
        env: standinSetupEnv(cma.host, tls.certFile),
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('exit', done);
    });
    if (code !== 0) throw new Error(`cms:setup against the stand-in failed (exit ${code})`);
    const snapshot = modelSnapshot(
      { contentTypes: cma.state.contentTypes.values(), editorInterfaces: cma.state.editorInterfaces },
      migrationFiles(MIGRATIONS_DIR),
    );
    writeFileSync(MODEL_FILE, `${JSON.stringify(snapshot, null, 2)}\n`);
    writeFileSync(MODEL_MODULE, modelModule(snapshot));
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--write', MODEL_FILE, MODEL_MODULE],
      {
        stdio: 'ignore',
      },
    );
    console.log(`Wrote ${MODEL_FILE} and ${MODEL_MODULE}.`);
  } finally {
    await cma.close();
    rmSync(tls.dir, { recursive: true, force: true });
  }
}
