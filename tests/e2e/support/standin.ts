// The Contentful stand-in in its own process: buildSite() blocks the test process (spawnSync) while
// Astro fetches, so an in-process server could not answer.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface StandinProcess {
  /** host:port, for CONTENTFUL_HOST=http://… */
  readonly host: string;
  stop(): void;
}

/** Options as tests/support/contentful-standin.mjs takes them (entries, extraEntries, token, …). */
export async function startStandinProcess(options: object): Promise<StandinProcess> {
  const child = spawn(process.execPath, [resolve('tests/support/contentful-standin.mjs'), JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((done, fail) => {
    createInterface({ input: child.stdout }).once('line', done);
    child.once('exit', (code) => fail(new Error(`stand-in exited (${code})`)));
  });
  return { host: (JSON.parse(line) as { host: string }).host, stop: () => child.kill() };
}
