import assert from 'node:assert/strict';
import { loadConfig } from '../../../src/config';
import { connectionSecurity, TemporalSecurityError } from '../../../src/temporal/connection-security';

const files: Record<string, Buffer> = { '/c.pem': Buffer.from('CERT'), '/k.pem': Buffer.from('KEY') };
const read = (p: string) => files[p] ?? assert.fail(`unexpected read of ${p}`);
const secure = (env: Record<string, string>) => connectionSecurity(loadConfig(env).temporalSecurity, read);

describe('Temporal connection security from configuration (Temporal Cloud)', () => {
  it('plaintext by default, as a self-hosted cluster on a private network', () => {
    assert.deepEqual(secure({}), {});
  });

  it('TEMPORAL_API_KEY turns TLS on and sends the key', () => {
    assert.deepEqual(secure({ TEMPORAL_API_KEY: 'k-123' }), { tls: {}, apiKey: 'k-123' });
    assert.deepEqual(secure({ TEMPORAL_TLS: 'true' }), { tls: {} });
  });

  it('TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY give an mTLS client certificate, read from the files', () => {
    assert.deepEqual(secure({ TEMPORAL_TLS_CERT: '/c.pem', TEMPORAL_TLS_KEY: '/k.pem' }), {
      tls: { clientCertPair: { crt: files['/c.pem'], key: files['/k.pem'] } },
    });
  });

  it('a certificate without its key (or the reverse) is refused', () => {
    assert.throws(() => secure({ TEMPORAL_TLS_CERT: '/c.pem' }), TemporalSecurityError);
    assert.throws(() => secure({ TEMPORAL_TLS_KEY: '/k.pem' }), TemporalSecurityError);
  });
});
