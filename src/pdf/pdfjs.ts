/**
 * Loads pdf.js (ESM only) from this CommonJS code base. A plain `import()` would be rewritten into
 * `require()` by the TypeScript/SWC CommonJS transform, so the import is hidden in a Function.
 * The worker half is loaded eagerly and published on `globalThis.pdfjsWorker`, which makes pdf.js
 * run its parser in this thread (we are already off the main thread) and never fetch a worker script.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */

const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<any>;

export interface PdfjsModule {
  getDocument(src: Record<string, unknown>): { promise: Promise<any>; destroy(): Promise<void> };
  Util: { transform(a: number[], b: number[]): number[] };
  VerbosityLevel: { ERRORS: number };
}

let loading: Promise<PdfjsModule> | undefined;

export function loadPdfjs(): Promise<PdfjsModule> {
  loading ??= (async () => {
    const workerPath = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
    const apiPath = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
    const { pathToFileURL } = await import('node:url');
    const worker = await importEsm(pathToFileURL(workerPath).href);
    (globalThis as any).pdfjsWorker = worker;
    return (await importEsm(pathToFileURL(apiPath).href)) as PdfjsModule;
  })();
  return loading;
}

/** Options that keep pdf.js to parsing only: no eval, scripting, fonts, rendering or fetches. */
export const SAFE_DOCUMENT_OPTIONS = {
  isEvalSupported: false,
  enableScripting: false,
  enableXfa: false,
  disableFontFace: true,
  useSystemFonts: false,
  useWorkerFetch: false,
  useWasm: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  disableAutoFetch: true,
  disableStream: true,
  disableRange: true,
  stopAtErrors: false,
  fontExtraProperties: false,
  maxImageSize: 0,
} as const;
