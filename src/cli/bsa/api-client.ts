import { CliError, EXIT, usageError } from './errors';
import { httpRequest, type HttpAnswer } from './http-request';

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

export interface TaskBody {
  status: 'processing' | 'completed' | 'failed';
  task_id: string;
  result?: Record<string, unknown>;
  error?: string;
}

export interface Balance {
  balance: number;
  reserved: number;
  available: number;
}

/**
 * The service's public HTTP API (`{base_url}/v1/api`) over `node:http(s)` with the platform's
 * `FormData`/`Blob` (Node 20 and later; see `http-request.ts` for why not `fetch`). Error bodies `{"error":{code,message,request_id}}` become `CliError`s (exit 1);
 * a service that cannot be reached becomes exit 3. The token is only ever sent, never part of a message.
 */
export class ApiClient {
  private readonly base: URL;

  constructor(
    baseUrl: string,
    private readonly token: string | undefined,
  ) {
    let url: URL;
    try {
      url = new URL(baseUrl);
    } catch {
      throw usageError('invalid_url', `--url must be an http(s) URL such as http://localhost:8080, got "${baseUrl}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw usageError('invalid_url', '--url must be an http(s) URL');
    // Accept both `{base_url}` and `{base_url}/v1/api`.
    url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/v1\/api$/, '') + '/v1/api/';
    this.base = url;
  }

  transactions(file: UploadFile, password?: string): Promise<Record<string, unknown>> {
    const form = new FormData();
    form.append('file', blobOf(file), file.name);
    if (password) form.append('password', password);
    return this.call('POST', 'transactions', form);
  }

  submit(file: UploadFile, opts: { password?: string; callbackUrl?: string }): Promise<TaskBody> {
    const form = new FormData();
    form.append('file', blobOf(file), file.name);
    if (opts.password) form.append('password', opts.password);
    if (opts.callbackUrl) form.append('callback_url', opts.callbackUrl);
    return this.call('POST', 'analysis', form);
  }

  combined(files: UploadFile[], opts: { passwords?: string[]; callbackUrl: string }): Promise<TaskBody> {
    const form = new FormData();
    for (const f of files) form.append('files', blobOf(f), f.name);
    if (opts.passwords) form.append('passwords', JSON.stringify(opts.passwords));
    form.append('callback_url', opts.callbackUrl);
    return this.call('POST', 'analysis-combined', form);
  }

  task(taskId: string): Promise<TaskBody> {
    return this.call('GET', `analysis/${encodeURIComponent(taskId)}`);
  }

  credits(): Promise<Balance> {
    return this.call('GET', 'credits');
  }

  ledger(after: number | undefined, limit: number): Promise<{ entries: Record<string, unknown>[]; next_after: number | null }> {
    const q = new URLSearchParams({ limit: String(limit) });
    if (after !== undefined) q.set('after', String(after));
    return this.call('GET', `credits/ledger?${q}`);
  }

  private async call<T>(method: string, path: string, body?: FormData): Promise<T> {
    if (!this.token) throw usageError('token_required', 'no API token: pass --token or set BSA_TOKEN');
    const url = new URL(path, this.base);
    let res: HttpAnswer;
    try {
      res = await httpRequest(url, method, { Authorization: `Bearer ${this.token}`, Accept: 'application/json' }, body);
    } catch (err) {
      throw new CliError(EXIT.network, 'network_error', `cannot reach ${this.base.origin}: ${reasonOf(err)}`);
    }
    const text = res.text;
    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (res.status < 200 || res.status > 299) {
      const e = (json as { error?: { code?: unknown; message?: unknown; request_id?: unknown } } | undefined)?.error;
      if (e && typeof e.code === 'string') {
        throw new CliError(EXIT.api, e.code, String(e.message ?? ''), typeof e.request_id === 'string' ? e.request_id : undefined);
      }
      throw new CliError(EXIT.api, `http_${res.status}`, `${method} ${url.pathname} answered ${res.status} ${res.statusText}`.trim());
    }
    if (json === undefined || json === null) throw new CliError(EXIT.api, 'invalid_response', `${method} ${url.pathname} did not answer JSON`);
    return json as T;
  }
}

function blobOf(file: UploadFile): Blob {
  return new Blob([file.bytes], { type: 'application/pdf' });
}

/** The socket's code (ECONNREFUSED, ENOTFOUND, EPIPE…) or a TLS error's message. */
function reasonOf(err: unknown): string {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  return e.code ?? e.cause?.code ?? e.cause?.message ?? e.message ?? String(err);
}
