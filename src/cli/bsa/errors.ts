/**
 * Exit codes of `bsa`, a public contract for scripts (README, "Command-line client"):
 * 0 success, 1 the API refused the request (or a signature did not verify), 2 usage error (bad options, a
 * local file that cannot be read), 3 network error (service unreachable), 4 the task ended `failed`,
 * 5 the task is still processing (no `--wait`, or `--timeout` reached), 130 interrupted while waiting (the
 * task goes on).
 */
export const EXIT = {
  ok: 0,
  api: 1,
  usage: 2,
  network: 3,
  taskFailed: 4,
  stillProcessing: 5,
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI reports as `error: <code>: <message>` and exits with `exitCode`. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    readonly exitCode: ExitCode,
    readonly code: string,
    message: string,
    /** The API's `request_id`, shown to quote to support. */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export const usageError = (code: string, message: string) => new CliError(EXIT.usage, code, message);
