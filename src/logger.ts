/**
 * Structured JSON lines on stdout. Callers pass identifiers and counts only: never a password, a token,
 * PDF bytes or statement contents (names, descriptions, amounts).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(
  level: LogLevel = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = (l) => process.stdout.write(l + '\n'),
): Logger {
  const log = (l: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[l] < ORDER[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...base, ...fields }));
  };
  return {
    debug: (m, f) => log('debug', m, f),
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
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
