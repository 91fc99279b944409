import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { networkIsolation } from '../pdf/extractor-process';
import type { HostTool } from '../pdf/host-tools';
import { OcrTimeoutError } from './ocr-timeout';

/**
 * Debian's native Tesseract (`apt-get install tesseract-ocr tesseract-ocr-eng`, whose English model is
 * tessdata_fast's), run as a program: the page image goes in on stdin, hOCR (words with boxes, confidences,
 * line baselines and heights) comes out on stdout, so nothing of the statement touches the disk. One thread
 * per page (`OMP_THREAD_LIMIT=1`): pages run in parallel across the cores instead, which costs less CPU than
 * OpenMP's spinning threads. The program gets no environment beyond that and `PATH`, and no network where
 * the host allows a namespace of its own (as the extractors, `networkIsolation()`).
 */
export type NativeModel = 'best_int' | 'fast';

export interface TesseractRequest {
  /** A PBM or PNG file's bytes. */
  image: Uint8Array;
  /** Killed after this long (the page's time limit). */
  timeoutMs: number;
  /** Page segmentation mode (3: automatic layout). */
  psm: number;
  /** Resolution the image was rendered at (a PBM states none). */
  dpi: number;
  /** `best_int`: the integer LSTM model of `@tesseract.js-data/eng` (the one tesseract.js reads); `fast`: Debian's tessdata_fast. */
  model: NativeModel;
}

/** Largest image and hOCR accepted (a 200 dpi A4 page is about 0.5 MB of PBM, 0.3 MB of hOCR). */
const MAX_IMAGE_BYTES = 64 * 2 ** 20;
const MAX_OUTPUT_BYTES = 32 * 2 ** 20;
const MAX_TIMEOUT_MS = 10 * 60_000;
const PSMS = new Set([3, 4, 6, 11]);

let found: boolean | undefined;

/** `tesseract` is on PATH with its English model (probed once per process). */
export function nativeTesseractAvailable(): boolean {
  if (found !== undefined) return found;
  const probe = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 10_000, env: toolEnv() });
  found = probe.status === 0 && /^eng$/m.test(`${probe.stdout}\n${probe.stderr}`);
  return found;
}

function toolEnv(): NodeJS.ProcessEnv {
  return { OMP_THREAD_LIMIT: '1', PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin' };
}

/** Checks a request that came from an extractor child (which is not trusted with the arguments). */
export function validRequest(request: unknown): TesseractRequest {
  const r = request as Partial<TesseractRequest> | null;
  if (!(r?.image instanceof Uint8Array) || r.image.byteLength === 0 || r.image.byteLength > MAX_IMAGE_BYTES) throw new Error('tesseract: bad image');
  if (!Number.isFinite(r.timeoutMs) || r.timeoutMs! <= 0 || r.timeoutMs! > MAX_TIMEOUT_MS) throw new Error('tesseract: bad time limit');
  if (!PSMS.has(r.psm!)) throw new Error('tesseract: bad page segmentation mode');
  if (!Number.isInteger(r.dpi) || r.dpi! < 50 || r.dpi! > 600) throw new Error('tesseract: bad resolution');
  if (r.model !== 'best_int' && r.model !== 'fast') throw new Error('tesseract: bad model');
  return { image: r.image, timeoutMs: r.timeoutMs!, psm: r.psm!, dpi: r.dpi!, model: r.model };
}

/** The program's arguments: built here from checked values only. */
export function tesseractArgs(req: Pick<TesseractRequest, 'psm' | 'dpi' | 'model'>): string[] {
  const model = req.model === 'best_int' ? ['--tessdata-dir', bestIntTessdata()] : [];
  return [
    'stdin',
    'stdout',
    ...model,
    '--oem',
    '1',
    '--psm',
    String(req.psm),
    '--dpi',
    String(req.dpi),
    '-l',
    'eng',
    '-c',
    'preserve_interword_spaces=1',
    '-c',
    'tessedit_create_hocr=1',
    '-c',
    'hocr_font_info=0',
  ];
}

let tessdata: string | undefined;

/**
 * A directory holding the npm package's integer LSTM English model for the native program, which reads an
 * uncompressed `eng.traineddata` from a directory: unpacked once per process into a private temporary
 * directory (a model, no statement content; 5 MB).
 */
function bestIntTessdata(): string {
  if (tessdata) return tessdata;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pkg = require('@tesseract.js-data/eng') as { langPath: string };
  const dir = mkdtempSync(path.join(tmpdir(), 'bsa-tessdata-'));
  writeFileSync(path.join(dir, 'eng.traineddata'), gunzipSync(readFileSync(path.join(`${pkg.langPath}_best_int`, 'eng.traineddata.gz'))), {
    mode: 0o600,
  });
  tessdata = dir;
  return dir;
}

/** Runs Tesseract on one image; resolves with its hOCR, rejects with `OcrTimeoutError` after `timeoutMs`. */
export function runTesseract(request: TesseractRequest, onSpawn?: (proc: ChildProcess) => void): Promise<string> {
  const req = validRequest(request);
  const unshare = networkIsolation();
  const [command, args] = unshare ? ['unshare', [...unshare, 'tesseract', ...tesseractArgs(req)]] : ['tesseract', tesseractArgs(req)];
  return new Promise<string>((resolve, reject) => {
    const proc = spawn(command, args, { env: toolEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    onSpawn?.(proc);
    const out: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: Error | undefined;
    const stop = (err: Error) => {
      failure ??= err;
      proc.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new OcrTimeoutError(`OCR of a page took longer than ${req.timeoutMs} ms`)), req.timeoutMs);
    proc.stdout.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_OUTPUT_BYTES) stop(new Error('tesseract: output too large'));
      else out.push(c);
    });
    proc.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString('utf8')).slice(-1000)));
    proc.stdin.on('error', () => undefined);
    proc.once('error', (err) => stop(err));
    proc.once('close', (code, signal) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (code !== 0) reject(new Error(`tesseract exited with ${signal ?? `code ${code}`}: ${stderr.trim().split('\n').pop() ?? ''}`));
      else resolve(Buffer.concat(out).toString('utf8'));
    });
    proc.stdin.end(req.image);
  });
}

/** The host tool an extraction pool offers its children (`host-tools.ts`): hOCR of one page. */
export const tesseractHostTool: HostTool = (request, ctx) => runTesseract(validRequest(request), (proc) => ctx.adopt(proc));
