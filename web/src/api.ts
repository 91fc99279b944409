/**
 * Calls to the API with the session cookie (same origin). The page never holds the API token: it is sent
 * once to POST /v1/api/session and forgotten. State-changing calls carry the CSRF header the server requires.
 */
export const CSRF_HEADER = 'X-BSA-CSRF';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function errorOf(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    return new ApiError(res.status, body.error?.code ?? 'error', body.error?.message ?? res.statusText);
  } catch {
    return new ApiError(res.status, 'error', res.statusText || `HTTP ${res.status}`);
  }
}

/** Fired when any call answers 401: the session ended (expired, signed out elsewhere, token revoked). */
export const onUnauthorized = new EventTarget();

export async function api<T>(method: string, path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(method === 'GET' ? {} : { [CSRF_HEADER]: '1' }), ...headers },
  });
  if (!res.ok) {
    const err = await errorOf(res);
    if (res.status === 401 && path !== '/v1/api/session') onUnauthorized.dispatchEvent(new Event('unauthorized'));
    throw err;
  }
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export interface SessionInfo {
  org_id: string;
  expires_at: string;
}

export const signIn = (token: string) => api<SessionInfo>('POST', '/v1/api/session', { Authorization: `Bearer ${token}` });
export const signOut = () => api<void>('DELETE', '/v1/api/session');
export const currentSession = () => api<SessionInfo>('GET', '/v1/api/session');

/**
 * Multipart upload through XMLHttpRequest, the one browser API that reports upload progress.
 * `onProgress` receives a fraction from 0 to 1.
 */
export function upload<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER, '1');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: reported below by status */
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      const e = (body as { error?: { code?: string; message?: string } } | null)?.error;
      if (xhr.status === 401) onUnauthorized.dispatchEvent(new Event('unauthorized'));
      reject(new ApiError(xhr.status, e?.code ?? 'error', e?.message ?? `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'The upload failed: network error'));
    xhr.send(form);
  });
}
