import assert from 'node:assert/strict';
import { PDFJS_WORKER_PATCHES, applyPatches } from '../../../src/pdf/pdfjs-patches';
import { appliedPatches, loadPdfjs } from '../../../src/pdf/pdfjs';
import { readPdfText } from '../../../src/pdf/read-pdf-text';
import { buildFixture, layoutById } from '../../fixtures';

describe('pdf/pdfjs-patches', () => {
  it('given the pinned pdf.js when loaded then its worker half carries every patch', async () => {
    await loadPdfjs();
    assert.deepEqual(
      appliedPatches,
      PDFJS_WORKER_PATCHES.map((p) => p.name),
    );
  });

  it('given a passage found once when patched then it is replaced, and found twice or not at all then left as it is', () => {
    const patch = { name: 'p', find: 'b()', replace: 'c()' };
    assert.deepEqual(applyPatches('a(); b(); d();', [patch]), { source: 'a(); c(); d();', applied: ['p'] });
    assert.deepEqual(applyPatches('b(); b();', [patch]), { source: 'b(); b();', applied: [] });
    assert.deepEqual(applyPatches('a();', [patch]), { source: 'a();', applied: [] });
  });

  it('given a statement when read with the patched pdf.js then every item has the position of the text drawn', async () => {
    const f = await buildFixture(layoutById('mpesa'), { name: 'patches-mpesa-2p', pages: 2 });
    const text = await readPdfText(new Uint8Array(f.pdf));
    const items = text.pages.flatMap((p) => p.items);
    assert.ok(items.length > 50);
    for (const it of items) {
      assert.ok(Number.isFinite(it.x) && Number.isFinite(it.y) && it.height > 1, JSON.stringify(it));
      assert.ok(it.x >= 0 && it.x <= text.pages[0]!.width && it.y >= 0 && it.y <= text.pages[0]!.height, JSON.stringify(it));
    }
  });
});
