// The Contentful stand-in in its own process: buildSite() blocks the test process (spawnSync) while
// Astro fetches, so an in-process server could not answer.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface StandinProcess {
  /** host:port, for CONTENTFUL_HOST=http://… (https://… with the `tls` option) */
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

/**
 * A self-signed certificate for 127.0.0.1 (openssl), for a stand-in that serves https: a production build refuses
 * an http CONTENTFUL_HOST. The build trusts it through NODE_EXTRA_CA_CERTS=certFile.
 */
export function selfSignedCertificate(): { keyFile: string; certFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'bk-standin-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile };
}
