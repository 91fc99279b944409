import path from 'node:path';
import { availableParallelism, hostname } from 'node:os';
import type { TemporalSecurity } from './temporal/connection-security';
import { extractorPoolSize, hostCapacity, type HostCapacity } from './pdf/pool-size';

/**
 * The only module that reads `process.env`. Everything else receives a `Config` (or a slice of it).
 * Variable names are a public contract (ARCHITECTURE.md, "Contracts that outside tools rely on").
 */
export interface Config {
  port: number;
  dataDir: string;
  temporalAddress: string | null;
  temporalNamespace: string;
  /** gRPC port of the embedded dev server; 0 picks a free one (so several local instances can run). */
  temporalPort: number;
  /** Web UI port of the embedded dev server; 0 picks a free one (the default when `temporalPort` is 0). */
  temporalUiPort: number;
  /** Task queue the workers poll. */
  taskQueue: string;
  /**
   * Open workflows a worker keeps in memory (`WORKFLOW_CACHE_SIZE`, the SDK's `maxCachedWorkflows`). Every task's
   * workflow stays open until its expiry timer, so without a cap the cache holds every task of the last
   * `TASK_TTL_SECONDS` up to a limit the SDK derives from V8's heap (about 2,300 on a 4 GB heap); an evicted
   * workflow is replayed from its history when it next has work (its timer, a redelivery).
   */
  workflowCacheSize: number;
  /**
   * How long one call into the workflow sandbox may run before the worker fails that workflow task as a deadlock
   * (`WORKFLOW_DEADLOCK_TIMEOUT_MS`); 0: no limit, and no watchdog thread started for every call (see
   * `src/temporal/unwatched-worker.ts`).
   */
  workflowDeadlockTimeoutMs: number;
  /**
   * The workflow task timeout of each analysis workflow (`WORKFLOW_TASK_TIMEOUT_MS`, default Temporal's 10 s).
   * The analysis runs as a local activity inside a workflow task, which the SDK extends at 80% of this timeout;
   * a cancel reaches a running analysis only then, so a shorter timeout cancels sooner, at one more workflow
   * task per extension of a long analysis.
   */
  workflowTaskTimeoutMs: number;
  /** TLS, API key or mTLS client certificate for `temporalAddress` (Temporal Cloud). */
  temporalSecurity: TemporalSecurity;
  temporalCliPath: string | null;
  databaseUrl: string | null;
  /** PostgreSQL schema for events, read models and blobs. */
  databaseSchema: string;
  kurrentdbUrl: string | null;
  taskTtlSeconds: number;
  maxUploadBytes: number;
  maxFilesPerCombined: number;
  maxPages: number;
  callbackTimeoutMs: number;
  callbackAllowPrivateNetworks: boolean;
  /** Seconds after which a reservation whose request died is released. */
  reservationTimeoutSeconds: number;
  /**
   * This API process's name in the reservations of the synchronous requests it answers (`INSTANCE_ID`,
   * default `<host name>:<PORT>`): the same name on a restart lets the process release at once what its
   * earlier life left open.
   */
  instanceId: string;
  /**
   * Extractor child processes (`PDF_WORKERS`, default 2; `auto`: from the host, cores + 1 within half the memory
   * at `pdfMemoryMb` each, `src/pdf/pool-size.ts`). And the per-document time budget.
   */
  pdfWorkers: number;
  pdfTimeoutMs: number;
  /** Resident memory cap of one extractor process (one document at a time), external buffers included. */
  pdfMemoryMb: number;
  /** `auto`: each extractor also gets a kernel-enforced limit of `pdfMemoryMb` (its own memory cgroup) where the host allows it; `off`: the watchdog alone. */
  pdfMemoryCgroup: 'auto' | 'off';
  /** OCR of scanned pages (`src/ocr`): `off` refuses scans as `scanned_document`. */
  ocr: 'on' | 'off';
  /** Scanned pages one document may have before `413 scan_too_long`. */
  ocrMaxPages: number;
  /** Time one scanned page may take (rasterise + recognise) before `422 ocr_timeout`. */
  ocrPageTimeoutMs: number;
  /** Pages of one scanned document recognised at once (`OCR_WORKERS`), each by its own recogniser thread in the document's extractor. */
  ocrWorkers: number;
  /** Recogniser (`OCR_ENGINE`): `native` Tesseract run by the service for its extractors, `wasm` tesseract.js inside them, `auto` native when `tesseract` is on PATH. */
  ocrEngine: 'auto' | 'native' | 'wasm';
  /**
   * English model of the native engine (`OCR_NATIVE_MODEL`): `best_int` (the npm package's, as tesseract.js), `fast`
   * (Debian's tessdata_fast), or `auto`: fast, and pages where the running balance still breaks read again with best_int.
   */
  ocrNativeModel: 'auto' | 'best_int' | 'fast';
  /** Documents one organisation may have waiting for a synchronous read before `429 busy`. */
  pdfQueuePerOrg: number;
  /** Extractor processes kept started even when idle (started at boot, replaced when one exits), at most `pdfWorkers`. */
  pdfWarm: number;
  /** Base64 32-byte key sealing passwords and results at rest; generated under dataDir when absent. */
  secretKey: string | null;
  /** File holding that key (e.g. a mounted secret outside DATA_DIR); created 0600 when absent. */
  secretKeyFile: string | null;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Lifetime of a dashboard session cookie. */
  sessionTtlSeconds: number;
  /** `Secure` flag of the session cookie; null: set when the request arrived over HTTPS. */
  sessionCookieSecure: boolean | null;
  /** `/metrics` on a listener of its own (no auth; keep it on a private interface); null: none. */
  metricsPort: number | null;
  metricsHost: string;
  /** Bearer token that opens `/metrics` on the main port; null: `/metrics` is 404 there. */
  metricsToken: string | null;
  /** `host:port` where the Temporal SDK (worker) exposes its own Prometheus metrics; null: off. */
  temporalMetricsAddress: string | null;
  /** OpenTelemetry tracing: OTLP/HTTP base endpoint, or spans printed on stdout (`TRACING_EXPORTER=console`). */
  otlpEndpoint: string | null;
  tracingConsole: boolean;
  /** `service.name` of the spans; null: the process's own name (api, worker, projector). */
  otelServiceName: string | null;
  /** Uploads admitted at once per organisation (being received or being read) before `429 too_many_uploads`. */
  uploadsPerOrg: number;
  /** Uploads admitted at once in the whole process before `503 server_busy`. */
  uploadsTotal: number;
  /** Declared body bytes admitted at once per organisation / in total (a body without Content-Length counts its maximum). */
  uploadBytesPerOrg: number;
  uploadBytesTotal: number;
  /** An upload that sends no byte for this long is ended (`408 body_timeout`). */
  uploadIdleTimeoutMs: number;
  /** On SIGTERM, how long in-flight requests may finish before the unfinished ones are cut (and not charged). */
  shutdownGraceMs: number;
  /** Where uploads are streamed (sealed with a per-process key) while they arrive; default `DATA_DIR/tmp`. */
  uploadTmpDir: string;
  /** Origin browsers use to reach the service (`https://host[:port]`), from `PUBLIC_URL`; null: each request's own. */
  publicOrigin: string | null;
  /** Honour `X-Forwarded-Proto/Host/For` from the proxy in front (client address for throttling, protocol, host). */
  trustProxy: boolean;
  /** Failed authentications allowed per client address / per organisation within the window, then 429. */
  authFailuresPerAddress: number;
  authFailuresPerOrg: number;
  authFailureWindowSeconds: number;
  /** Below this many free MB on the data directory's file system the health check answers `503 disk_space_low`. */
  dataDirMinFreeMb: number;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

function port(env: Env, name: string, fallback: number): number {
  const n = int(env, name, fallback);
  if (n > 65_535) throw new ConfigError(`${name} must be a TCP port (0 to 65535), got "${env[name]}"`);
  return n;
}

function tracingConsole(env: Env): boolean {
  const raw = str(env, 'TRACING_EXPORTER');
  if (raw !== null && raw !== 'console' && raw !== 'none') throw new ConfigError('TRACING_EXPORTER must be console or none');
  return raw === 'console';
}

function metricsToken(env: Env): string | null {
  const token = str(env, 'METRICS_TOKEN');
  // A guessable token would make the metrics public in all but name.
  if (token !== null && token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return token;
}

function pdfMemoryCgroup(env: Env): Config['pdfMemoryCgroup'] {
  const raw = str(env, 'PDF_MEMORY_CGROUP') ?? 'auto';
  if (raw !== 'auto' && raw !== 'off') throw new ConfigError('PDF_MEMORY_CGROUP must be auto or off');
  return raw;
}

function ocrEngine(env: Env): Config['ocrEngine'] {
  const raw = str(env, 'OCR_ENGINE') ?? 'auto';
  if (raw !== 'auto' && raw !== 'native' && raw !== 'wasm') throw new ConfigError('OCR_ENGINE must be auto, native or wasm');
  return raw;
}

function ocrNativeModel(env: Env): Config['ocrNativeModel'] {
  const raw = str(env, 'OCR_NATIVE_MODEL') ?? 'auto';
  if (raw !== 'auto' && raw !== 'best_int' && raw !== 'fast') throw new ConfigError('OCR_NATIVE_MODEL must be auto, best_int or fast');
  return raw;
}

function publicOrigin(env: Env): string | null {
  const raw = str(env, 'PUBLIC_URL');
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError('PUBLIC_URL must start with https:// or http://');
  return url.origin;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function str(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

/** `host`: the cores and memory `PDF_WORKERS=auto` is computed from; tests pass their own. */
export function loadConfig(env: Env = process.env, host: () => HostCapacity = hostCapacity): Config {
  const pdfMemoryMb = int(env, 'PDF_MEMORY_MB', 640, 160);
  const level = (str(env, 'LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!['debug', 'info', 'warn', 'error'].includes(level)) throw new ConfigError(`LOG_LEVEL must be debug|info|warn|error`);
  return {
    port: int(env, 'PORT', 8080),
    dataDir: path.resolve(str(env, 'DATA_DIR') ?? './data'),
    temporalAddress: str(env, 'TEMPORAL_ADDRESS'),
    temporalNamespace: str(env, 'TEMPORAL_NAMESPACE') ?? 'default',
    temporalPort: port(env, 'TEMPORAL_PORT', 7233),
    temporalUiPort: port(env, 'TEMPORAL_UI_PORT', port(env, 'TEMPORAL_PORT', 7233) === 0 ? 0 : 8233),
    taskQueue: str(env, 'TEMPORAL_TASK_QUEUE') ?? 'statement-analysis',
    workflowCacheSize: int(env, 'WORKFLOW_CACHE_SIZE', 250, 2),
    temporalSecurity: {
      apiKey: str(env, 'TEMPORAL_API_KEY'),
      tls: bool(env, 'TEMPORAL_TLS', false),
      tlsCertPath: str(env, 'TEMPORAL_TLS_CERT'),
      tlsKeyPath: str(env, 'TEMPORAL_TLS_KEY'),
    },
    temporalCliPath: str(env, 'TEMPORAL_CLI_PATH'),
    databaseUrl: str(env, 'DATABASE_URL'),
    databaseSchema: str(env, 'DATABASE_SCHEMA') ?? 'public',
    kurrentdbUrl: str(env, 'KURRENTDB_URL'),
    taskTtlSeconds: int(env, 'TASK_TTL_SECONDS', 86_400, 1),
    maxUploadBytes: int(env, 'MAX_UPLOAD_BYTES', 20 * 1024 * 1024, 1),
    maxFilesPerCombined: int(env, 'MAX_FILES_PER_COMBINED', 10, 1),
    maxPages: int(env, 'MAX_PAGES', 2000, 1),
    callbackTimeoutMs: int(env, 'CALLBACK_TIMEOUT_MS', 10_000, 1),
    workflowDeadlockTimeoutMs: int(env, 'WORKFLOW_DEADLOCK_TIMEOUT_MS', 5000),
    workflowTaskTimeoutMs: int(env, 'WORKFLOW_TASK_TIMEOUT_MS', 10_000, 1000),
    callbackAllowPrivateNetworks: bool(env, 'CALLBACK_ALLOW_PRIVATE_NETWORKS', false),
    reservationTimeoutSeconds: int(env, 'RESERVATION_TIMEOUT_SECONDS', 900, 1),
    instanceId: str(env, 'INSTANCE_ID') ?? `${hostname()}:${int(env, 'PORT', 8080)}`,
    pdfWorkers: str(env, 'PDF_WORKERS') === 'auto' ? extractorPoolSize(host(), pdfMemoryMb) : int(env, 'PDF_WORKERS', 2, 1),
    pdfTimeoutMs: int(env, 'PDF_TIMEOUT_MS', 60_000, 100),
    pdfMemoryMb,
    pdfMemoryCgroup: pdfMemoryCgroup(env),
    pdfQueuePerOrg: int(env, 'PDF_QUEUE_PER_ORG', 4, 1),
    ocr: bool(env, 'OCR', true) ? 'on' : 'off',
    ocrMaxPages: int(env, 'OCR_MAX_PAGES', 20, 1),
    ocrPageTimeoutMs: int(env, 'OCR_PAGE_TIMEOUT_MS', 20_000, 100),
    ocrWorkers: int(env, 'OCR_WORKERS', Math.min(2, availableParallelism()), 1),
    ocrEngine: ocrEngine(env),
    ocrNativeModel: ocrNativeModel(env),
    pdfWarm: int(env, 'PDF_WARM', 1, 0),
    secretKey: str(env, 'SECRET_KEY'),
    secretKeyFile: str(env, 'SECRET_KEY_FILE') === null ? null : path.resolve(str(env, 'SECRET_KEY_FILE')!),
    logLevel: level,
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 8 * 3600, 60),
    sessionCookieSecure: str(env, 'SESSION_COOKIE_SECURE') === null ? null : bool(env, 'SESSION_COOKIE_SECURE', false),
    metricsPort: str(env, 'METRICS_PORT') === null ? null : port(env, 'METRICS_PORT', 0),
    metricsHost: str(env, 'METRICS_HOST') ?? '127.0.0.1',
    metricsToken: metricsToken(env),
    temporalMetricsAddress: str(env, 'TEMPORAL_METRICS_ADDRESS'),
    otlpEndpoint: str(env, 'OTEL_EXPORTER_OTLP_ENDPOINT'),
    tracingConsole: tracingConsole(env),
    otelServiceName: str(env, 'OTEL_SERVICE_NAME'),
    uploadsPerOrg: int(env, 'UPLOADS_PER_ORG', 8, 1),
    uploadsTotal: int(env, 'UPLOADS_TOTAL', 64, 1),
    uploadBytesPerOrg: int(env, 'UPLOAD_BYTES_PER_ORG', 512 * 1024 * 1024, 1),
    uploadBytesTotal: int(env, 'UPLOAD_BYTES_TOTAL', 1024 * 1024 * 1024, 1),
    uploadIdleTimeoutMs: int(env, 'UPLOAD_IDLE_TIMEOUT_MS', 30_000, 100),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_SECONDS', 20, 0) * 1000,
    publicOrigin: publicOrigin(env),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    authFailuresPerAddress: int(env, 'AUTH_FAILURES_PER_ADDRESS', 60, 1),
    authFailuresPerOrg: int(env, 'AUTH_FAILURES_PER_ORG', 300, 1),
    authFailureWindowSeconds: int(env, 'AUTH_FAILURE_WINDOW_SECONDS', 60, 1),
    dataDirMinFreeMb: int(env, 'DATA_DIR_MIN_FREE_MB', 256, 0),
    uploadTmpDir: path.resolve(str(env, 'UPLOAD_TMP_DIR') ?? path.join(str(env, 'DATA_DIR') ?? './data', 'tmp')),
  };
}
