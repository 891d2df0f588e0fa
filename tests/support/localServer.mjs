// The HTTP plumbing both Contentful stand-ins share: one request handler served on 127.0.0.1 (a free port unless
// one is named), over https with the given key and certificate when `tls` is set.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';

/**
 * @param {import('node:http').RequestListener} answer
 * @param {{ port?: number, tls?: { keyFile: string, certFile: string } }} options
 * @returns {Promise<{ url: string, host: string, close: () => Promise<void> }>}
 */
export function serveLocally(answer, options) {
  const server = options.tls
    ? createHttpsServer({ key: readFileSync(options.tls.keyFile), cert: readFileSync(options.tls.certFile) }, answer)
    : createServer(answer);
  const scheme = options.tls ? 'https' : 'http';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `${scheme}://127.0.0.1:${port}`,
        host: `127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
