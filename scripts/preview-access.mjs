// @ts-check
// `npm run preview:access [-- --check] [--dry-run]`: puts the draft preview behind Cloudflare Access, or checks that
// it is. The preview job deploys the editors' drafts to the Pages branch `cms-preview`, whose addresses
// (`cms-preview.<project>.pages.dev` and one `<hash>.<project>.pages.dev` per deployment) are public by default.
// One self-hosted Access application on `*.<project>.pages.dev` covers all of them (production, `<project>.pages.dev`
// and the custom domain, is not matched by the wildcard), with one reusable policy that allows only the addresses and
// e-mail domains of PREVIEW_ACCESS_EMAILS.
//
// Set-up is idempotent: it creates what is missing, brings what differs back (another policy attached to the
// application, such as a bypass for everyone, is removed from it) and otherwise changes nothing. `--check` changes
// nothing and fails unless the application is there and lets no one in without an allowed identity: the deploy
// workflow runs it before every preview deploy and deploys nothing when it fails.
//
// Settings (src/environment.mjs parsePreviewAccessConfig): CLOUDFLARE_API_TOKEN (Account → Access: Apps and Policies →
// Edit; Read is enough for --check), CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_PAGES_PROJECT, PREVIEW_ACCESS_EMAILS (not for
// --check), CLOUDFLARE_API_HOST (tests). Any failure is one line on stderr and exit code 1, never a stack trace.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parsePreviewAccessConfig, processEnv, SiteConfigError } from '../src/environment.mjs';

/** Each request's own limit; a silent network ends the run instead of holding the deploy. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Cloudflare's largest page for these lists. */
const PER_PAGE = 100;
const SESSION_DURATION = '24h';
/** Decisions that let nobody in without an allowed identity (bypass and non_identity skip the login). */
const SAFE_DECISIONS = new Set(['allow', 'deny']);

/** A failure with a message that says what to fix. */
export class AccessSetupError extends Error {
  /** @override */
  name = 'AccessSetupError';
}

/** @param {string} project */
export const previewDomain = (project) => `*.${project}.pages.dev`;
/** @param {string} project */
export const applicationName = (project) => `Brokerkompas draft preview (${project})`;
/** @param {string} project */
export const policyName = (project) => `Brokerkompas draft preview: editors (${project})`;

/**
 * @typedef {{ id: string, name?: string, decision?: string, include?: unknown[], exclude?: unknown[], require?: unknown[], precedence?: number }} Policy
 * @typedef {{ id: string, name?: string, type?: string, domain?: string, self_hosted_domains?: string[], destinations?: { uri?: string }[], session_duration?: string, app_launcher_visible?: boolean, policies?: Policy[] }} Application
 */

/**
 * A small client of Cloudflare's v4 API: JSON, the `{ success, errors, result }` envelope, pages followed.
 * @param {{ host: string, account: string, token: string }} options
 */
function cloudflareClient({ host, account, token }) {
  const base = `https://${host}/client/v4/accounts/${account}/access`;
  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   */
  async function request(method, path, body) {
    let response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      throw new AccessSetupError(`Cloudflare (${host}) could not be reached: check the network (${cause}).`);
    }
    /** @type {{ success?: boolean, errors?: { code?: number, message?: string }[], result?: unknown, result_info?: { total_pages?: number } } | undefined} */
    const answer = await response.json().catch(() => undefined);
    if (response.status === 401 || response.status === 403) {
      throw new AccessSetupError(
        `Cloudflare refused the token (${response.status}): CLOUDFLARE_API_TOKEN needs Account → Access: Apps and Policies (Edit, or Read for --check) on account ${account}.`,
      );
    }
    if (!response.ok || !answer?.success) {
      const errors = (answer?.errors ?? []).map((e) => `${e.code ?? ''} ${e.message ?? ''}`.trim()).join('; ');
      throw new AccessSetupError(
        `Cloudflare answered ${response.status} to ${method} ${path}: ${errors || 'no details'}.`,
      );
    }
    return answer;
  }
  /** @param {string} path */
  async function list(path) {
    /** @type {unknown[]} */
    const all = [];
    for (let page = 1; ; page++) {
      const answer = await request('GET', `${path}?page=${page}&per_page=${PER_PAGE}`);
      const result = Array.isArray(answer.result) ? answer.result : [];
      all.push(...result);
      if (result.length === 0 || page >= (answer.result_info?.total_pages ?? 1)) return all;
    }
  }
  return {
    listApplications: async () => /** @type {Application[]} */ (await list('/apps')),
    listPolicies: async () => /** @type {Policy[]} */ (await list('/policies')),
    /** @param {object} body */
    createPolicy: async (body) => /** @type {Policy} */ ((await request('POST', '/policies', body)).result),
    /** @param {string} id @param {object} body */
    updatePolicy: async (id, body) => /** @type {Policy} */ ((await request('PUT', `/policies/${id}`, body)).result),
    /** @param {object} body */
    createApplication: async (body) => /** @type {Application} */ ((await request('POST', '/apps', body)).result),
    /** @param {string} id @param {object} body */
    updateApplication: async (id, body) =>
      /** @type {Application} */ ((await request('PUT', `/apps/${id}`, body)).result),
  };
}

/**
 * Whether an application covers a host pattern: its primary domain, or one of its self-hosted domains/destinations.
 * @param {Application} app
 * @param {string} domain
 */
function covers(app, domain) {
  const names = [app.domain, ...(app.self_hosted_domains ?? []), ...(app.destinations ?? []).map((d) => d.uri)];
  return names.some((name) => name?.toLowerCase().replace(/\/+$/, '') === domain);
}

/** Rules compared as data (key order and rule order do not matter). @param {readonly unknown[] | undefined} rules */
const ruleKey = (rules) =>
  JSON.stringify((rules ?? []).map((rule) => JSON.stringify(rule, Object.keys(rule ?? {}).sort())).sort());

/**
 * Why an application does not protect the preview, or null when it does: at least one policy, every policy one that
 * asks for an identity (allow or deny, no bypass), none that allows everyone.
 * @param {Application | undefined} app
 * @param {string} domain
 */
export function protectionProblem(app, domain) {
  if (!app) return `no Access application protects ${domain}`;
  const policies = app.policies ?? [];
  if (!policies.some((p) => p.decision === 'allow')) return `the Access application for ${domain} allows no one`;
  const open = policies.find(
    (p) =>
      !SAFE_DECISIONS.has(p.decision ?? '') ||
      (p.include ?? []).some((rule) => typeof rule === 'object' && rule !== null && 'everyone' in rule),
  );
  if (open) return `the Access application for ${domain} has a policy that lets anyone in ('${open.name ?? open.id}')`;
  return null;
}

/**
 * @param {string[]} argv
 * @param {(line: string) => void} log
 * @returns {Promise<void>}
 */
export async function main(argv, log = (line) => console.log(line)) {
  const { values } = parseArgs({
    args: argv,
    options: { check: { type: 'boolean', default: false }, 'dry-run': { type: 'boolean', default: false } },
    strict: true,
  });
  const config = parsePreviewAccessConfig(processEnv(), { needRules: !values.check });
  const api = cloudflareClient(config);
  const domain = previewDomain(config.project);
  const find = async () => (await api.listApplications()).find((app) => covers(app, domain));

  if (values.check) {
    const problem = protectionProblem(await find(), domain);
    if (problem) {
      throw new AccessSetupError(
        `The draft preview is not protected: ${problem}. Run \`npm run preview:access\` (README, Draft previews); nothing is deployed until then.`,
      );
    }
    log(`Cloudflare Access protects ${domain}.`);
    return;
  }

  const dryRun = values['dry-run'];
  const rules = /** @type {NonNullable<typeof config.rules>} */ (config.rules);
  const wantedPolicy = {
    name: policyName(config.project),
    decision: 'allow',
    include: rules,
    exclude: [],
    require: [],
    session_duration: SESSION_DURATION,
  };
  const existingPolicy = (await api.listPolicies()).find((p) => p.name === wantedPolicy.name);
  /** @type {string} */
  let policyId;
  if (!existingPolicy) {
    log(`${dryRun ? 'Would create' : 'Creating'} the Access policy '${wantedPolicy.name}' (${rules.length} rule(s)).`);
    policyId = dryRun ? '(new policy)' : (await api.createPolicy(wantedPolicy)).id;
  } else if (
    existingPolicy.decision !== 'allow' ||
    ruleKey(existingPolicy.include) !== ruleKey(rules) ||
    ruleKey(existingPolicy.exclude) !== ruleKey([]) ||
    ruleKey(existingPolicy.require) !== ruleKey([])
  ) {
    log(`${dryRun ? 'Would update' : 'Updating'} the Access policy '${wantedPolicy.name}' to PREVIEW_ACCESS_EMAILS.`);
    policyId = existingPolicy.id;
    if (!dryRun) await api.updatePolicy(policyId, wantedPolicy);
  } else {
    log(`The Access policy '${wantedPolicy.name}' is as configured.`);
    policyId = existingPolicy.id;
  }

  const wantedApp = {
    name: applicationName(config.project),
    type: 'self_hosted',
    domain,
    session_duration: SESSION_DURATION,
    app_launcher_visible: false,
    policies: [{ id: policyId, precedence: 1 }],
  };
  const app = await find();
  if (!app) {
    log(`${dryRun ? 'Would create' : 'Creating'} the Access application for ${domain}.`);
    if (!dryRun) await api.createApplication(wantedApp);
  } else if ((app.policies ?? []).map((p) => p.id).join(',') !== policyId || app.type !== 'self_hosted') {
    // Only the preview's own policy: any other (a bypass, 'everyone') could open the drafts to the world.
    log(`${dryRun ? 'Would update' : 'Updating'} the Access application for ${domain} to the preview policy alone.`);
    if (!dryRun) await api.updateApplication(app.id, { ...wantedApp, name: app.name ?? wantedApp.name });
  } else {
    log(`The Access application for ${domain} is as configured.`);
  }
  if (!dryRun) log(`Cloudflare Access protects ${domain}: only PREVIEW_ACCESS_EMAILS can open the draft preview.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (/** @type {unknown} */ error) => {
      const known = error instanceof AccessSetupError || error instanceof SiteConfigError || error instanceof TypeError;
      console.error(known && error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
