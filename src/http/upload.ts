import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import type { Readable } from 'node:stream';
import { HttpError, badRequest, httpErrorOf, storageFull } from './errors';
import { principalOf } from './auth';
import { unavailableOr } from '../billing/billed';
import { LedgerError } from '../credits/ledger';
import type { UploadGate } from './upload-gate';
import type { SealedTempFile, SealedTempFiles } from '../blobs/sealed-temp-files';
import { isDiskFull } from '../blobs/disk-full';
import { fileTooLarge, uploadError } from './upload-errors';

export interface UploadLimits {
  maxUploadBytes: number;
  maxFiles: number;
  /** Checks made from the headers before any byte of the body is read; without it, bodies are parsed in memory (unit tests). */
  admission?: UploadAdmission;
}

/** What the API checks before reading a body, and where the body goes while it arrives. */
export interface UploadAdmission {
  gate: UploadGate;
  tempFiles: SealedTempFiles;
  /** The organisation's available credits; below 1 the upload is refused (`402`) before its body is read. */
  availableCredits(orgId: string): Promise<number>;
  /** No byte for this long ends the upload with `408 body_timeout`. */
  idleTimeoutMs: number;
}

export interface UploadedFile {
  field: string;
  originalName: string;
  bytes: Buffer;
}

/** Slack for multipart boundaries and small text fields on top of the file bytes. */
const FORM_OVERHEAD = 64 * 1024;

/** Seconds a client refused for uploads in flight is asked to wait. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

/** An answer given before the body was read: the connection closes, so the unread body is never taken in. */
function beforeBody(err: HttpError): HttpError {
  return new HttpError(err.status, err.code, err.message, { ...err.headers, Connection: 'close' });
}

type MulterFile = { fieldname: string; originalname: string; buffer?: Buffer; stream?: Readable; sealed?: SealedTempFile };

/** A multer storage engine that streams each file into a sealed temporary file (`SealedTempFiles`). */
function sealedTempStorage(tempFiles: SealedTempFiles): multer.StorageEngine {
  const engine = {
    _handleFile(_req: unknown, file: MulterFile, cb: (err: unknown, info?: Partial<MulterFile> & { size?: number }) => void) {
      tempFiles.write(file.stream!).then(
        (sealed) => cb(null, { sealed, size: sealed.size }),
        (err: unknown) => cb(err),
      );
    },
    _removeFile(_req: unknown, file: MulterFile, cb: (err: unknown) => void) {
      if (!file.sealed) return cb(null);
      tempFiles.remove(file.sealed).then(
        () => cb(null),
        (err: unknown) => cb(err),
      );
    },
  };
  return engine as unknown as multer.StorageEngine;
}

function allFiles(ctx: Context): MulterFile[] {
  return Object.values((ctx.files ?? {}) as unknown as Record<string, MulterFile[]>).flat();
}

/**
 * Ends the upload with `408 body_timeout` when no byte arrives for `ms` (the socket's idle timer: we write
 * nothing while a body arrives). Returns the function that stops watching (call it once the body is in).
 */
function watchIdleBody(ctx: Context, ms: number, onIdle: () => void): () => void {
  const fire = () => {
    onIdle();
    const res = ctx.res;
    if (!res.headersSent) {
      const body = { error: { code: 'body_timeout', message: `No bytes of the upload arrived for ${ms} ms`, request_id: ctx.state.requestId } };
      res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
      res.end(JSON.stringify(body));
    }
    res.once('finish', () => ctx.req.destroy());
  };
  ctx.req.setTimeout(ms, fire);
  return () => {
    ctx.req.removeListener('timeout', fire);
    ctx.req.setTimeout(0);
  };
}

/**
 * Multipart parsing with hard limits. With `limits.admission`, everything that can be decided from the
 * headers is decided before the first byte of the body is read: a declared body above the limit (`413`),
 * an organisation without credit (`402`), too many uploads of the organisation (`429 too_many_uploads`) or
 * of everyone (`503 server_busy`) in flight, each with `Connection: close` so the unread body is dropped.
 * An admitted body is streamed to sealed temporary files (never whole in memory while it arrives), read
 * back once complete, and the files are removed whatever happens. A body that stalls is ended (`408`).
 */
export function multipartUpload(files: { name: string; maxCount: number }[], limits: UploadLimits) {
  const admission = limits.admission;
  const parser = multer({
    storage: admission ? sealedTempStorage(admission.tempFiles) : multer.memoryStorage(),
    limits: {
      fileSize: limits.maxUploadBytes,
      files: files.reduce((n, f) => n + f.maxCount, 0),
      fields: 20,
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      parts: 20 + files.reduce((n, f) => n + f.maxCount, 0),
      headerPairs: 200,
    },
  }).fields(files);
  const maxBody = limits.maxUploadBytes * Math.max(1, limits.maxFiles) + FORM_OVERHEAD;
  const uploadFields = { files, maxUploadBytes: limits.maxUploadBytes };
  const precise = (err: unknown) => uploadError(err, uploadFields) ?? err;
  return async function parseUpload(ctx: Context, next: Next): Promise<void> {
    const declared = Number(ctx.get('Content-Length') || 0);
    if (declared > maxBody) {
      throw beforeBody(fileTooLarge(uploadFields, declared));
    }
    if (!ctx.is('multipart/form-data')) {
      throw beforeBody(badRequest('multipart_required', 'The request must be multipart/form-data'));
    }
    if (!admission)
      return parser(ctx, next).catch((err: unknown) => {
        throw precise(err);
      });

    const { orgId } = principalOf(ctx);
    let available: number;
    try {
      available = await admission.availableCredits(orgId);
    } catch (err) {
      throw unavailableOr(err);
    }
    if (available < 1) throw beforeBody(httpErrorOf(new LedgerError('insufficient_credits', 'no credits'))!);
    const place = admission.gate.admit(orgId, declared > 0 ? declared : maxBody);
    if (!place.admitted) {
      const retry = { 'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS) };
      throw beforeBody(
        place.scope === 'org'
          ? new HttpError(
              429,
              'too_many_uploads',
              `Too many uploads in progress: ${place.reason}; retry after ${UPLOAD_RETRY_AFTER_SECONDS} s`,
              retry,
            )
          : new HttpError(
              503,
              'server_busy',
              `The service is taking too many uploads (${place.reason}); retry after ${UPLOAD_RETRY_AFTER_SECONDS} s`,
              retry,
            ),
      );
    }
    try {
      await receive(ctx, parser, admission, precise);
      await next();
    } finally {
      place.release();
    }
  };
}

/** Streams the body to sealed temporary files, then reads them back into the request's files and removes them. */
async function receive(
  ctx: Context,
  parser: (ctx: Context, next: Next) => Promise<unknown>,
  admission: UploadAdmission,
  precise: (err: unknown) => unknown,
): Promise<void> {
  let idle = false;
  try {
    const stopWatching = watchIdleBody(ctx, admission.idleTimeoutMs, () => (idle = true));
    try {
      await parser(ctx, async () => undefined);
    } finally {
      stopWatching();
    }
    for (const f of allFiles(ctx)) {
      if (!f.sealed) continue;
      f.buffer = await admission.tempFiles.read(f.sealed);
      await admission.tempFiles.remove(f.sealed);
    }
  } catch (err) {
    if (!ctx.req.complete) ctx.set('Connection', 'close');
    if (idle) throw new HttpError(408, 'body_timeout', `No bytes of the upload arrived for ${admission.idleTimeoutMs} ms`);
    if (isDiskFull(err)) throw storageFull();
    throw precise(err);
  } finally {
    await Promise.all(allFiles(ctx).map((f) => (f.sealed ? admission.tempFiles.remove(f.sealed) : undefined))).catch(() => undefined);
  }
}

/** The uploaded files of one field, in the order they were sent. */
export function filesOf(ctx: Context, field: string): UploadedFile[] {
  const all = (ctx.files ?? {}) as Record<string, { fieldname: string; originalname: string; buffer: Buffer }[]>;
  return (all[field] ?? []).map((f) => ({ field: f.fieldname, originalName: f.originalname, bytes: f.buffer }));
}

/** A text field of the form, or undefined. Repeated fields are refused (ambiguous). */
export function fieldOf(ctx: Context, name: string): string | undefined {
  const body = (ctx.request as unknown as { body?: Record<string, unknown> }).body ?? {};
  const v = body[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw badRequest('invalid_field', `Field "${name}" must be sent once as text`);
  return v;
}

/** True when the bytes start like a PDF (`%PDF-` within the first 1024 bytes, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString('latin1');
  return head.includes('%PDF-');
}
