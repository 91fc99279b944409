import { execFile } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.join(__dirname, '..', '..');
export const BIN = path.join(ROOT, 'bin', 'bsa.js');

export interface BsaRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real `bin/bsa.js` as a child process (the Node given, else this one), never through a shell. */
export function bsa(args: string[], env: Record<string, string> = {}, node = process.execPath): Promise<BsaRun> {
  return new Promise((resolve) => {
    execFile(
      node,
      [BIN, ...args],
      { cwd: ROOT, env: { ...process.env, BSA_URL: '', BSA_TOKEN: '', BSA_CALLBACK_SECRET: '', ...env }, maxBuffer: 32 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
