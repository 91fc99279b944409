import { HttpError, badRequest } from './errors';

const MB = 1024 * 1024;

/** 20971520 → "20 MB" (binary megabytes, as the README documents MAX_UPLOAD_BYTES), 1536 → "1.5 KB". */
export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

export interface UploadFields {
  files: { name: string; maxCount: number }[];
  maxUploadBytes: number;
}

function limitText(upload: UploadFields): string {
  const perFile = `${formatSize(upload.maxUploadBytes)} per file`;
  const count = upload.files.reduce((n, f) => n + f.maxCount, 0);
  return count > 1 ? `${perFile}, up to ${count} files` : perFile;
}

/** 413 for an upload over the limit; `declared` is the request's Content-Length when that is what gave it away. */
export function fileTooLarge(upload: UploadFields, declared?: number): HttpError {
  const size = declared ? ` (${formatSize(declared)})` : '';
  return new HttpError(
    413,
    'file_too_large',
    `The upload${size} is larger than the limit of ${limitText(upload)} (MAX_UPLOAD_BYTES on this server): ` +
      'send a smaller PDF, for example a statement for a shorter period',
  );
}

/** 400 for a file sent under a field name this endpoint does not take, naming the ones it does. */
export function unexpectedFileField(field: string, upload: UploadFields): HttpError {
  const hints = upload.files.map((f) =>
    f.maxCount > 1
      ? `send the PDFs in the "${f.name}" field, repeated once per PDF (curl: -F ${f.name}=@a.pdf -F ${f.name}=@b.pdf)`
      : `send the PDF in the "${f.name}" field (curl: -F ${f.name}=@statement.pdf)`,
  );
  return badRequest('unexpected_file_field', `Unexpected file field "${field}": ${hints.join('; or ')}`);
}

/** The precise error for a multer limit or field error of this upload, or null for anything else. */
export function uploadError(err: unknown, upload: UploadFields): HttpError | null {
  const e = err as { code?: unknown; field?: unknown } | null;
  if (e?.code === 'LIMIT_FILE_SIZE') return fileTooLarge(upload);
  if (e?.code === 'LIMIT_UNEXPECTED_FILE') return unexpectedFileField(String(e.field ?? ''), upload);
  return null;
}
