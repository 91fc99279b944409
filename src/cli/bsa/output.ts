import fs from 'node:fs';
import { exportAs, isExportFormat, type ExportFormat, type ExportSource } from '../../exports';
import { usageError } from './errors';

export interface OutputOptions {
  format: string;
  output?: string;
}

export interface Streams {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

/** Checked before any request is sent, so a bad flag never costs a credit. */
export function checkOutputOptions(opts: OutputOptions): ExportFormat {
  if (!isExportFormat(opts.format)) throw usageError('invalid_format', `--format must be json, csv or xlsx, got "${opts.format}"`);
  if (opts.format === 'xlsx' && !opts.output) throw usageError('output_required', '--format xlsx writes a binary file: give --output FILE');
  if (opts.output && opts.output !== '-' && !fs.existsSync(dirOf(opts.output))) {
    throw usageError('invalid_output', `cannot write ${opts.output}: its directory does not exist`);
  }
  return opts.format;
}

/** Renders through `src/exports` (the same files the API's export endpoint serves) to stdout or `--output`. */
export async function writeOutput(source: ExportSource, opts: OutputOptions, io: Streams): Promise<void> {
  const format = checkOutputOptions(opts);
  const file = await exportAs(format, source);
  if (opts.output && opts.output !== '-') {
    fs.writeFileSync(opts.output, file.body);
    io.stderr.write(`wrote ${opts.output} (${format}, ${file.body.length} bytes)\n`);
    return;
  }
  await new Promise<void>((resolve, reject) => io.stdout.write(file.body, (err) => (err ? reject(err) : resolve())));
}

function dirOf(file: string): string {
  const i = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
  return i <= 0 ? (i === 0 ? '/' : '.') : file.slice(0, i);
}
