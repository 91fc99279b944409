import http from 'node:http';
import https from 'node:https';

export interface HttpAnswer {
  status: number;
  statusText: string;
  text: string;
}

/**
 * One HTTP request over `node:http(s)`, the form encoded by the platform's `Request` (multipart with its
 * boundary). Unlike `fetch`, it keeps the server's answer when the server answers before the upload ends
 * (a `413 file_too_large` on a declared size, then a closed connection): `fetch` reports only the broken
 * pipe (EPIPE/ECONNRESET) then. Errors are the socket's, with their `code`.
 */
export async function httpRequest(url: URL, method: string, headers: Record<string, string>, form?: FormData): Promise<HttpAnswer> {
  const sent: Record<string, string> = { ...headers };
  let body: Buffer | undefined;
  if (form) {
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    sent['Content-Type'] = encoded.headers.get('content-type')!;
    body = Buffer.from(await encoded.arrayBuffer());
    sent['Content-Length'] = String(body.length);
  }
  try {
    return await send(url, method, sent, body);
  } catch (err) {
    if (!body || !CUT_SHORT.has((err as { code?: string }).code ?? '')) throw err;
    // The server closed the connection during the upload; its answer, if it gave one, may have been lost
    // with the connection. Ask again with the headers alone: a server that refuses the declared size says so.
    const early = await answerToHeaders(url, method, sent);
    if (early) return early;
    throw err;
  }
}

/** Errors of a connection the server closed while the body was still being written. */
const CUT_SHORT = new Set(['EPIPE', 'ECONNRESET']);

/**
 * Sends only the request line and headers (`Expect: 100-continue`, body withheld) and waits a moment for a
 * final status: a server that refuses the declared Content-Length answers at once. Null when it does not.
 */
function answerToHeaders(url: URL, method: string, headers: Record<string, string>, waitMs = 5000): Promise<HttpAnswer | null> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = transport.request(url, { method, headers: { ...headers, Expect: '100-continue' } }, (res) => {
      const chunks: Buffer[] = [];
      const done = () => {
        clearTimeout(timer);
        req.destroy();
        const answer = { status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', text: Buffer.concat(chunks).toString('utf8') };
        resolve(answer.status >= 400 ? answer : null);
      };
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', done);
      res.on('aborted', done);
      res.on('error', done);
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, waitMs);
    req.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    req.flushHeaders();
  });
}

function send(url: URL, method: string, sent: Record<string, string>, body: Buffer | undefined): Promise<HttpAnswer> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<HttpAnswer>((resolve, reject) => {
    let answered = false;
    const req = transport.request(url, { method, headers: sent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      const done = () => resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', text: Buffer.concat(chunks).toString('utf8') });
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', done);
      // The connection closed under a body already (partly) read: what arrived is the answer.
      res.on('aborted', done);
      res.on('error', done);
    });
    req.on('error', (err) => {
      // After the answer, a failed write of the rest of the upload is expected: the answer counts.
      if (!answered) reject(err);
    });
    req.end(body);
  });
}
