// @ts-check
// `npm run cms:setup [-- --seed] [--dry-run] [--production] [--no-webhook] [--webhook-token]`: brings a Contentful
// space to the model in cms/migrations and adds the publish webhook (scripts/cms/setup.mjs says what, in which
// order). Settings come from the environment (src/environment.mjs parseCmsSetupConfig): CONTENTFUL_SPACE_ID,
// CONTENTFUL_MANAGEMENT_TOKEN, CONTENTFUL_ENVIRONMENT, GITHUB_REPOSITORY, GITHUB_DISPATCH_TOKEN. Any failure is one
// line on stderr naming what to fix and exit code 1; never a stack trace.
import { parseArgs } from 'node:util';
import { parseCmsSetupConfig, processEnv, SiteConfigError } from '../src/environment.mjs';
import { createCmaClient, SetupError } from './cms/client.mjs';
import { LOCAL_NEWS_DIR, MIGRATIONS_DIR, runSetup } from './cms/setup.mjs';

/** Without any answer from Contentful the run ends within a minute. */
const RUN_DEADLINE_MS = 55_000;

/** @param {string[]} argv */
export async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      production: { type: 'boolean', default: false },
      'no-webhook': { type: 'boolean', default: false },
      'webhook-token': { type: 'boolean', default: false },
      'migrations-dir': { type: 'string' },
    },
    strict: true,
  });
  const config = parseCmsSetupConfig(processEnv());
  const dryRun = values['dry-run'];
  if (!dryRun && config.productionSpace === config.space && !values.production) {
    throw new SetupError(
      `Space ${config.space} is the production space (CONTENTFUL_PRODUCTION_SPACE_ID): setup changes it only with --production. Try --dry-run first.`,
    );
  }
  const cma = createCmaClient({
    host: config.host,
    space: config.space,
    environment: config.environment,
    token: config.managementToken,
    log: (line) => console.log(line),
    onAnswer: () => clearTimeout(deadline),
  });
  return runSetup(
    cma,
    config,
    {
      dryRun,
      seed: values.seed,
      webhook: !values['no-webhook'],
      webhookToken: values['webhook-token'],
      migrationsDir: values['migrations-dir'] ?? MIGRATIONS_DIR,
      newsDir: LOCAL_NEWS_DIR,
    },
    (line) => console.log(line),
  );
}

// Until Contentful first answers: a long seed may take minutes once it does, but a silent network never holds the
// run past the minute (each request also has its own 20 s timeout).
const deadline = setTimeout(() => {
  console.error(
    'Contentful did not answer within a minute: check the network connection (and a proxy or firewall), then run setup again.',
  );
  process.exit(1);
}, RUN_DEADLINE_MS);

try {
  await main(process.argv.slice(2));
} catch (error) {
  const known =
    error instanceof SetupError ||
    error instanceof SiteConfigError ||
    (error instanceof TypeError && /** @type {{ code?: string }} */ (error).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION');
  console.error(known ? error.message : `cms:setup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
}
