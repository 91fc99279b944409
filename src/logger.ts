import pino from 'pino';

/**
 * Structured JSON lines through pino (the one module that imports it). Callers pass identifiers and counts
 * only; as a second line of defence, keys that can carry secrets or statement contents are redacted at any
 * depth: authorization headers, cookies, tokens, secrets, passwords, callback URLs, file bytes, holder names,
 * descriptions and transactions.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export const REDACTED = '[redacted]';

/** Keys whose values never reach a log line, whatever their nesting. */
const SECRET_KEY =
  /^(authorization|cookie|set-cookie|x-signature|token|api_token|access_token|secret|callback_secret|secret_key|password|passwords|callback_url|url|fullname|name|holder|account|contacts|description|transactions|statement|result|bytes|file|files|body|pdf)$/i;

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return REDACTED;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? REDACTED : scrub(v, depth + 1);
  return out;
}

// pino's own redaction handles the well-known paths cheaply; `scrub` (formatters.log) catches the rest.
const REDACT_PATHS = [
  'authorization',
  'password',
  'passwords',
  'token',
  'secret',
  'callback_url',
  'fullname',
  '*.authorization',
  '*.password',
  '*.token',
  '*.callback_url',
  '*.fullname',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
];

export function createLogger(
  level: LogLevel = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = (l) => process.stdout.write(l + '\n'),
): Logger {
  const destination = { write: (chunk: string) => write(chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk) };
  const root = pino(
    {
      level,
      base,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      formatters: {
        level: (label) => ({ level: label }),
        log: (obj) => scrub(obj) as Record<string, unknown>,
      },
    },
    destination,
  );
  return wrap(root);
}

function wrap(p: pino.Logger): Logger {
  return {
    debug: (msg, fields) => p.debug(fields ?? {}, msg),
    info: (msg, fields) => p.info(fields ?? {}, msg),
    warn: (msg, fields) => p.warn(fields ?? {}, msg),
    error: (msg, fields) => p.error(fields ?? {}, msg),
    child: (fields) => wrap(p.child(scrub(fields) as Record<string, unknown>)),
  };
}

/** A logger that drops everything (tests that do not look at logs). */
export const silentLogger: Logger = createLogger('error', {}, () => undefined);

/** Error facts safe to log: class, code and message, never the cause chain's data. */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) {
    return { err_name: err.name, err_code: (err as { code?: unknown }).code, err_message: err.message, stack: err.stack };
  }
  return { err_message: String(err) };
}
