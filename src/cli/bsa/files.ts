import fs from 'node:fs';
import path from 'node:path';
import { usageError } from './errors';
import type { UploadFile } from './api-client';

/** Reads a local statement before anything is sent: a missing or unreadable file is a usage error (exit 2). */
export function readUpload(file: string): UploadFile {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : (err as Error).message;
    throw usageError('file_unreadable', `cannot read ${file}: ${why}`);
  }
  return { name: path.basename(file), bytes };
}

/** `--request -` reads standard input. */
export function readText(file: string): string {
  try {
    return fs.readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw usageError('file_unreadable', `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (err as Error).message}`);
  }
}
