import { parentPort } from 'node:worker_threads';
import { packPages } from './compact-pages';
import { loadPdfjs } from './pdfjs';
import { readPageRange } from './read-pdf-text';
import type { PageRangeReply, PageRangeRequest } from './page-threads';

/** A page-reading thread: reads the pages it is asked for and posts them back packed, the buffer transferred. */
const port = parentPort!;
void loadPdfjs().then(() => {
  port.on('message', (req: PageRangeRequest) => {
    readPageRange(req.bytes, req.password, req.from, req.to).then(
      (pages) => {
        const packed = packPages(pages);
        port.postMessage({ id: req.id, ok: true, pages: packed } satisfies PageRangeReply, [packed.numbers.buffer]);
      },
      (err: unknown) => {
        const e = (err ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
        const error = { name: String(e.name ?? 'Error'), code: typeof e.code === 'string' ? e.code : undefined, message: String(e.message ?? err) };
        port.postMessage({ id: req.id, ok: false, error } satisfies PageRangeReply);
      },
    );
  });
  port.postMessage({ ready: true });
});
