// `npm run preview:access` (scripts/preview-access.mjs, run as the real command in a child process) against a local
// stand-in of Cloudflare's Access API over https (tests/support/cloudflare-access-standin.mjs): an account without
// protection gets one policy and one application on `*.<project>.pages.dev`; a second run changes nothing; a policy
// that opens the preview is taken off again; `--check` (what the deploy workflow runs before a preview deploy)
// fails while the preview is unprotected; errors end in one line.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { throwAwayCertificate } from '../../scripts/cms-snapshot.mjs';
import { childEnv } from '../../src/environment.mjs';
import * as standinModule from '../support/cloudflare-access-standin.mjs';

interface Standin {
  host: string;
  requests: { method: string; path: string }[];
  state: {
    apps: Map<string, { id: string; name: string; domain: string; policies: { id: string; precedence: number }[] }>;
    policies: Map<string, { id: string; name: string; decision: string; include: unknown[] }>;
  };
  close: () => Promise<void>;
}
const { startAccessStandin, STANDIN_ACCOUNT, STANDIN_API_TOKEN } = standinModule as unknown as {
  startAccessStandin: (options: object) => Promise<Standin>;
  STANDIN_ACCOUNT: string;
  STANDIN_API_TOKEN: string;
};

const SCRIPT = resolve('scripts/preview-access.mjs');
const DOMAIN = '*.brokerkompas.pages.dev';
const EDITORS = 'redactie@brokerkompas.nl, @example.nl';
const tls = throwAwayCertificate();
afterAll(() => rmSync(tls.dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The real command in a child process (the stand-in answers in this one), trusting the stand-in's certificate. */
function run(host: string, args: string[], extra: Record<string, string> = {}): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      // Not the project folder: no .env of a developer's real account is read.
      cwd: tls.dir,
      env: childEnv({
        NODE_EXTRA_CA_CERTS: tls.certFile,
        CLOUDFLARE_API_HOST: host,
        CLOUDFLARE_API_TOKEN: STANDIN_API_TOKEN,
        CLOUDFLARE_ACCOUNT_ID: STANDIN_ACCOUNT,
        CLOUDFLARE_PAGES_PROJECT: 'brokerkompas',
        PREVIEW_ACCESS_EMAILS: EDITORS,
        ...extra,
      }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

const writes = (standin: Standin) => standin.requests.filter((r) => r.method !== 'GET');
const previewApp = (standin: Standin) => [...standin.state.apps.values()].find((app) => app.domain === DOMAIN);

let standin: Standin;
beforeEach(async () => {
  // Twelve other applications at three a page: the preview's is only found by following the pages.
  standin = await startAccessStandin({ tls, maxPerPage: 3, otherApps: 12 });
});
afterEach(() => standin.close());

// Each test runs the real command several times (a Node process each): under a loaded machine that takes longer
// than the default time-out, though about a second on its own.
describe('preview:access', { timeout: 60_000 }, () => {
  it('protects every preview address of the project: one allow policy of PREVIEW_ACCESS_EMAILS, one application', async () => {
    const before = await run(standin.host, ['--check']);
    expect(before.code).toBe(1);
    expect(before.stderr.trim()).toBe(
      `The draft preview is not protected: no Access application protects ${DOMAIN}. Run \`npm run preview:access\` (README, Draft previews); nothing is deployed until then.`,
    );

    const setup = await run(standin.host, []);
    expect(setup.stderr).toBe('');
    expect(setup.code).toBe(0);
    expect(setup.stdout).toContain(`Creating the Access application for ${DOMAIN}.`);
    const app = previewApp(standin);
    expect(app).toMatchObject({ domain: DOMAIN, name: 'Brokerkompas draft preview (brokerkompas)' });
    expect(app?.policies).toHaveLength(1);
    const policy = standin.state.policies.get(app?.policies[0]?.id ?? '');
    expect(policy).toMatchObject({
      decision: 'allow',
      include: [{ email_domain: { domain: 'example.nl' } }, { email: { email: 'redactie@brokerkompas.nl' } }],
    });

    const after = await run(standin.host, ['--check']);
    expect(after).toMatchObject({ code: 0, stderr: '' });
    expect(after.stdout).toContain(`Cloudflare Access protects ${DOMAIN}.`);
  });

  it('is idempotent: a second run changes nothing; new addresses update the policy in place', async () => {
    expect((await run(standin.host, [])).code).toBe(0);
    const written = writes(standin).length;
    expect(written).toBe(2);
    const again = await run(standin.host, []);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is as configured');
    expect(writes(standin)).toHaveLength(written);

    const changed = await run(standin.host, [], { PREVIEW_ACCESS_EMAILS: 'redactie@brokerkompas.nl' });
    expect(changed.code).toBe(0);
    const updates = writes(standin).slice(written);
    expect(updates.map((r) => r.method)).toEqual(['PUT']);
    expect(updates[0]?.path).toMatch(/\/access\/policies\/[\w-]+$/);
    expect(standin.state.policies.size).toBe(1);
    expect(standin.state.apps.size).toBe(13);
    expect([...standin.state.policies.values()][0]?.include).toEqual([
      { email: { email: 'redactie@brokerkompas.nl' } },
    ]);
  });

  it('fails the check when a policy lets anyone in, and set-up takes it off the application again', async () => {
    expect((await run(standin.host, [])).code).toBe(0);
    const app = previewApp(standin);
    const bypass = { id: randomUUID(), name: 'Open for a demo', decision: 'bypass', include: [{ everyone: {} }] };
    standin.state.policies.set(bypass.id, { ...bypass, exclude: [], require: [] } as never);
    app?.policies.unshift({ id: bypass.id, precedence: 0 });

    const check = await run(standin.host, ['--check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`has a policy that lets anyone in ('Open for a demo')`);

    const repaired = await run(standin.host, []);
    expect(repaired.stdout).toContain('to the preview policy alone');
    expect(previewApp(standin)?.policies.map((p) => p.id)).not.toContain(bypass.id);
    expect((await run(standin.host, ['--check'])).code).toBe(0);
  });

  it('--dry-run prints the plan and writes nothing', async () => {
    const plan = await run(standin.host, ['--dry-run']);
    expect(plan.code).toBe(0);
    expect(plan.stdout).toContain(
      "Would create the Access policy 'Brokerkompas draft preview: editors (brokerkompas)'",
    );
    expect(plan.stdout).toContain(`Would create the Access application for ${DOMAIN}.`);
    expect(writes(standin)).toEqual([]);
  });

  it('ends in one line naming what to fix: settings, a refused token, no network', async () => {
    const missing = await run(standin.host, [], { PREVIEW_ACCESS_EMAILS: '', CLOUDFLARE_ACCOUNT_ID: '' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'preview:access needs these environment variables, which are not set: CLOUDFLARE_ACCOUNT_ID, PREVIEW_ACCESS_EMAILS.',
    );
    // --check needs no addresses; a typo in them is refused, never half applied.
    expect((await run(standin.host, ['--check'], { PREVIEW_ACCESS_EMAILS: '' })).stderr).not.toContain(
      'PREVIEW_ACCESS_EMAILS',
    );
    const typo = await run(standin.host, [], { PREVIEW_ACCESS_EMAILS: 'redactie@brokerkompas' });
    expect(typo.stderr).toContain('PREVIEW_ACCESS_EMAILS must list e-mail addresses');

    const refused = await run(standin.host, ['--check'], { CLOUDFLARE_API_TOKEN: 'wrong' });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toContain('Cloudflare refused the token (403)');

    const offline = await run('127.0.0.1:9', ['--check']);
    expect(offline.code).toBe(1);
    expect(offline.stderr).toMatch(/^Cloudflare \(127\.0\.0\.1:9\) could not be reached: check the network/);
    expect(writes(standin)).toEqual([]);
  });
});
