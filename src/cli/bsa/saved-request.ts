/** A callback request as a receiver saved it: header names lower-cased, the body exactly as received. */
export interface SavedRequest {
  headers: Record<string, string>;
  body: string;
}

export class SavedRequestError extends Error {
  override readonly name = 'SavedRequestError';
}

/**
 * Reads either form a receiver is likely to keep:
 * - JSON `{"headers": {...}, "body": "<raw body>"}` (a `body` given as an object is re-serialised compactly,
 *   which reproduces what this service sends, but a raw string is the safe choice);
 * - a raw HTTP dump: optional request line, `Name: value` header lines, a blank line, the body. With a
 *   `Content-Length` header the body is cut to that many bytes, so a trailing newline added when saving does
 *   not break the signature.
 */
export function parseSavedRequest(text: string): SavedRequest {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('{')) return fromJson(trimmed);
  return fromHttpDump(text.replace(/^\uFEFF/, ''));
}

function fromJson(text: string): SavedRequest {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new SavedRequestError(`the request file is not valid JSON: ${(err as Error).message}`);
  }
  const { headers, body } = (doc ?? {}) as { headers?: unknown; body?: unknown };
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) {
    throw new SavedRequestError('the JSON form needs a "headers" object and a "body"');
  }
  if (body === undefined) throw new SavedRequestError('the JSON form needs a "body" (the raw request body as a string)');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers as Record<string, unknown>)) {
    out[k.toLowerCase()] = Array.isArray(v) ? v.map(String).join(', ') : String(v);
  }
  return { headers: out, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

function fromHttpDump(text: string): SavedRequest {
  const sep = /\r?\n\r?\n/.exec(text);
  if (!sep) throw new SavedRequestError('no blank line between headers and body: expected a raw HTTP request or the JSON form {"headers","body"}');
  const head = text.slice(0, sep.index).split(/\r?\n/);
  let body = text.slice(sep.index + sep[0].length);
  if (head[0] && /^[A-Z]+ \S+ HTTP\/\d(\.\d)?$/.test(head[0].trim())) head.shift();
  const headers: Record<string, string> = {};
  for (const line of head) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new SavedRequestError(`not a header line: "${line.slice(0, 60)}"`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const length = Number(headers['content-length']);
  if (Number.isInteger(length) && length >= 0) {
    const bytes = Buffer.from(body, 'utf8');
    if (bytes.length < length) throw new SavedRequestError(`the body is shorter (${bytes.length} bytes) than its Content-Length (${length})`);
    body = bytes.subarray(0, length).toString('utf8');
  }
  return { headers, body };
}
