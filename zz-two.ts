import { readFileSync } from 'node:fs';
import { readPdfText } from './src/pdf/read-pdf-text';
import { textlessPages } from './src/extraction/scanned-pages';
async function main() {
  const text = await readPdfText(new Uint8Array(readFileSync(process.argv[2]!)));
  console.log(JSON.stringify(textlessPages(text)), text.pages.map((p) => p.items.length), (text as { imageObjects?: unknown }).imageObjects);
  process.exit(0);
}
void main();
