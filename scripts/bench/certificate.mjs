// @ts-check
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BenchProblem } from './options.mjs';

/**
 * @typedef {object} Certificate
 * @property {Buffer} key PEM
 * @property {Buffer} cert PEM
 * @property {string} spki base64 SHA-256 of its public key: what Chrome's
 *   `--ignore-certificate-errors-spki-list` trusts, and nothing else
 */

/**
 * A throwaway self-signed certificate for 127.0.0.1, made by `openssl`, for the bench's HTTPS.
 * @returns {Certificate}
 */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'hiram-bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    try {
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
          ...['-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
          ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
        ],
        { stdio: 'pipe' },
      );
    } catch (error) {
      throw new BenchProblem(
        `--http2 needs openssl to make its certificate (apt-get install -y openssl): ${error instanceof Error ? error.message : error}`,
      );
    }
    const pem = readFileSync(cert);
    const publicKey = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
    return {
      key: readFileSync(key),
      cert: pem,
      spki: createHash('sha256').update(publicKey).digest('base64'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
