import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { badRequest } from './errors';
import { fileTooLarge, uploadError } from './upload-errors';

export interface UploadLimits {
  maxUploadBytes: number;
  maxFiles: number;
}

export interface UploadedFile {
  field: string;
  originalName: string;
  bytes: Buffer;
}

/** Slack for multipart boundaries and small text fields on top of the file bytes. */
const FORM_OVERHEAD = 64 * 1024;

/**
 * Multipart parsing with hard limits, in memory (files are at most `maxUploadBytes`). A declared
 * Content-Length above the limit is refused with 413 before any byte is read; a chunked body is cut off by
 * the parser's own limit (413 too), so an oversized upload is never buffered whole.
 */
export function multipartUpload(files: { name: string; maxCount: number }[], limits: UploadLimits) {
  const parser = multer({
    storage: multer.memoryStorage(),
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
  return async function parseUpload(ctx: Context, next: Next): Promise<void> {
    const declared = Number(ctx.get('Content-Length') || 0);
    if (declared > maxBody) {
      ctx.set('Connection', 'close');
      throw fileTooLarge({ files, maxUploadBytes: limits.maxUploadBytes }, declared);
    }
    if (!ctx.is('multipart/form-data')) {
      throw badRequest('multipart_required', 'The request must be multipart/form-data');
    }
    await parser(ctx, next).catch((err: unknown) => {
      throw uploadError(err, { files, maxUploadBytes: limits.maxUploadBytes }) ?? err;
    });
  };
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
