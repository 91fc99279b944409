import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

export interface RawUpload {
  /** The answer, once the server gives one (possibly before the body was sent). */
  response: Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
  /** Resolves once `sendBytes` of the body have been written (or the connection was cut). */
  sent: Promise<number>;
  /** Cuts the connection. */
  abort(): void;
}

/**
 * A multipart upload over a raw socket that declares its full `Content-Length` but sends only its first
 * `sendBytes` and then stalls, as a slow or hostile client would. Files are `%PDF-` followed by filler,
 * written 1 MiB at a time with backpressure, so the client itself holds almost nothing in memory.
 */
export function stalledUpload(opts: {
  port: number;
  path: string;
  token: string;
  field: string;
  files: number;
  fileBytes: number;
  /** How much of the body to send before stalling (default: all but the last 1 KiB). */
  sendBytes?: number;
  fields?: Record<string, string>;
}): RawUpload {
  const boundary = `----bsa${Date.now().toString(16)}`;
  const textParts = Object.entries(opts.fields ?? {}).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const fileHead = (i: number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field}"; filename="s${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `--${boundary}--\r\n`;
  let total = Buffer.byteLength(textParts.join('')) + Buffer.byteLength(tail);
  for (let i = 0; i < opts.files; i++) total += Buffer.byteLength(fileHead(i)) + opts.fileBytes + 2;
  const sendBytes = Math.min(opts.sendBytes ?? total - 1024, total);

  const req = http.request({
    host: '127.0.0.1',
    port: opts.port,
    method: 'POST',
    path: opts.path,
    headers: { Authorization: `Bearer ${opts.token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': total },
  });
  const response = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  response.catch(() => undefined);

  const filler = Buffer.alloc(1024 * 1024, 0x41);
  const sent = (async () => {
    let written = 0;
    const write = async (chunk: Buffer | string): Promise<boolean> => {
      let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (written + buf.length > sendBytes) buf = buf.subarray(0, sendBytes - written);
      if (buf.length === 0 || req.destroyed) return false;
      written += buf.length;
      if (!req.write(buf)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            req.off('drain', done);
            req.off('close', done);
            resolve();
          };
          req.on('drain', done);
          req.on('close', done);
        });
      }
      return written < sendBytes && !req.destroyed;
    };
    for (const p of textParts) if (!(await write(p))) return written;
    for (let i = 0; i < opts.files; i++) {
      if (!(await write(fileHead(i)))) return written;
      let left = opts.fileBytes;
      if (!(await write('%PDF-1.4\n'))) return written;
      left -= 9;
      while (left > 0) {
        const n = Math.min(left, filler.length);
        left -= n;
        if (!(await write(filler.subarray(0, n)))) return written;
      }
      if (!(await write('\r\n'))) return written;
    }
    await write(tail);
    return written;
  })();
  return { response, sent, abort: () => req.destroy() };
}

/** Bytes held by the files directly under `dir` (0 when it does not exist). */
export function dirBytes(dir: string): { files: number; bytes: number } {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return { files: 0, bytes: 0 };
  }
  let bytes = 0;
  for (const n of names) {
    try {
      bytes += fs.statSync(path.join(dir, n)).size;
    } catch {
      // removed while we looked
    }
  }
  return { files: names.length, bytes };
}
