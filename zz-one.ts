import { readFileSync } from 'node:fs';
import { extractFromPdf } from './src/extraction/index';
async function main() {
  const t = Date.now();
  try {
    const s = await extractFromPdf(new Uint8Array(readFileSync(process.argv[2]!)));
    console.log('ok', s.transactions.length, s.reconciliation.verdict, Date.now() - t, 'ms');
  } catch (e) {
    console.log('err', (e as Error).name, (e as { code?: string }).code, (e as Error).message, Date.now() - t, 'ms');
  }
  process.exit(0);
}
void main();
