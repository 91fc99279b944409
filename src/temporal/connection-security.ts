import fs from 'node:fs';
import type { TLSConfig } from '@temporalio/client';

/** How to reach a Temporal cluster other than the embedded dev server (Temporal Cloud, a TLS-fronted cluster). */
export interface TemporalSecurity {
  /** Temporal Cloud API key; implies TLS. Never logged. */
  apiKey: string | null;
  /** TLS without a client certificate (server certificate checked against the system's CAs). */
  tls: boolean;
  /** mTLS client certificate and key (PEM files); imply TLS. */
  tlsCertPath: string | null;
  tlsKeyPath: string | null;
}

export class TemporalSecurityError extends Error {
  override readonly name = 'TemporalSecurityError';
}

/** The `tls` and `apiKey` options shared by the client `Connection` and the worker's `NativeConnection`. */
export function connectionSecurity(sec: TemporalSecurity, readFile: (p: string) => Buffer = fs.readFileSync): { tls?: TLSConfig; apiKey?: string } {
  if (Boolean(sec.tlsCertPath) !== Boolean(sec.tlsKeyPath)) {
    throw new TemporalSecurityError('TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY go together (mTLS client certificate and its key)');
  }
  const out: { tls?: TLSConfig; apiKey?: string } = {};
  if (sec.tlsCertPath && sec.tlsKeyPath) {
    out.tls = { clientCertPair: { crt: readFile(sec.tlsCertPath), key: readFile(sec.tlsKeyPath) } };
  } else if (sec.tls || sec.apiKey) {
    out.tls = {};
  }
  if (sec.apiKey) out.apiKey = sec.apiKey;
  return out;
}
