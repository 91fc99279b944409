import { readFileSync } from 'node:fs';
/**
 * `npm run bench:upload-stall`: the hardening probe's attack, measured. Eight `/analysis-combined` uploads of
 * 10 × 19 MB that stall before their last KiB, first from an organisation with 0 credits (refused from the
 * headers), then from one with credits (streamed to sealed temp files); prints the peak growth of this
 * process tree (the API in-process; the Temporal dev server left out) and what is left after they are cut:
 * the tree's and this process's resident memory, V8's heap and external memory, and the C heap, after a GC
 * (`--expose-gc`), before the uploads and 3 s and 13 s after they were cut.
 */
import { listen } from '../src/http/listen';
import { startStack } from '../test/helpers/stack';
import { stopSharedTemporal } from '../test/helpers/temporal';
import { dirBytes, stalledUpload } from '../test/helpers/raw-upload';
import { peakTreeGrowth, processName, treeResidentMb } from '../test/helpers/process-tree-memory';
import { sleep } from './load/harness/processes';

const MB = 1024 * 1024;
const leaveOut = (pid: number) => processName(pid) === 'temporal';

async function main(): Promise<void> {
  const stack = await startStack({
    worker: false,
    env: { UPLOADS_PER_ORG: '8', UPLOAD_BYTES_PER_ORG: String(4096 * MB), UPLOAD_BYTES_TOTAL: String(4096 * MB) },
  });
  const api = await listen(stack.app, 0, '127.0.0.1');
  const gc = (globalThis as { gc?: () => void }).gc;
  const mem = () => {
    gc?.();
    const m = process.memoryUsage();
    const f = (n: number) => (n / MB).toFixed(0);
    // The C heap (glibc's main arena, `[heap]` in smaps): where freed socket and upload buffers stay if
    // they were not given back to the system (see MALLOC_MMAP_THRESHOLD_ in the README).
    const cHeap = readFileSync('/proc/self/smaps', 'latin1')
      .split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)
      .filter((m) => /^\S+ \S+ \S+ \S+ \S+\s+\[heap\]/.test(m))
      .reduce((a, m) => a + Number(/^Rss:\s+(\d+) kB/m.exec(m)?.[1] ?? 0) / 1024, 0);
    return `tree ${treeResidentMb(process.pid, leaveOut).toFixed(0)} MB (rss ${f(m.rss)}, heap ${f(m.heapUsed)}, external ${f(m.external)}, array buffers ${f(m.arrayBuffers)}, C heap ${cHeap.toFixed(0)})`;
  };
  try {
    console.log(`before: ${mem()}`);
    for (const credits of [0, 100]) {
      const { token } = await stack.org(credits);
      const uploads: ReturnType<typeof stalledUpload>[] = [];
      const { growthMb } = await peakTreeGrowth(
        async () => {
          for (let i = 0; i < 8; i++) {
            uploads.push(
              stalledUpload({
                port: api.port,
                path: '/v1/api/analysis-combined',
                token,
                field: 'files',
                files: 10,
                fileBytes: 19 * MB,
                fields: { callback_url: 'http://127.0.0.1:9/cb' },
              }),
            );
          }
          await Promise.all(uploads.map((u) => (credits === 0 ? u.response.catch(() => undefined) : u.sent)));
          await sleep(2000);
        },
        { everyMs: 20, leaveOut },
      );
      const statuses = await Promise.all(uploads.map((u) => Promise.race([u.response.then((r) => r.status), sleep(100).then(() => 'open')])));
      const stored = dirBytes(stack.config.uploadTmpDir);
      for (const u of uploads) u.abort();
      await sleep(3000);
      console.log(`  cut 3 s ago: ${mem()}`);
      await sleep(10_000);
      console.log(`  cut 13 s ago: ${mem()}`);
      const left = dirBytes(stack.config.uploadTmpDir);
      console.log(
        `${credits} credits: 8 × 190 MB stalled uploads; answers ${statuses.join(',')}; peak process-tree growth ${growthMb.toFixed(0)} MB; ` +
          `temp files while stalled ${stored.files} (${(stored.bytes / MB).toFixed(0)} MB); after cutting them ${left.files} files; tree now ${treeResidentMb(process.pid, leaveOut).toFixed(0)} MB`,
      );
    }
  } finally {
    await api.close();
    await stack.close();
    await stopSharedTemporal();
  }
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
