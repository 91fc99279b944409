import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixture, layoutById, type Fixture } from '../test/fixtures';

/**
 * `npm run examples`: the sample statements of the README's quick start, from the test fixture generator
 * (synthetic: invented bank, names and rows). Each PDF has `<name>.expected.json` beside it, the exact
 * `POST /v1/api/transactions` body. The encrypted one's bytes change at every run (pdfkit draws the AES file
 * key at random); its rows do not.
 */
export const EXAMPLES = [
  { file: 'sample-statement.pdf', options: { name: 'sample-statement', rows: 12 } },
  {
    file: 'sample-statement-encrypted.pdf',
    options: { name: 'sample-statement-encrypted', rows: 8, encryption: 'aes-128', password: 'sample-1234' },
  },
] as const;

export const EXAMPLE_LAYOUT = 'highland-bank';

export async function buildExample(example: (typeof EXAMPLES)[number]): Promise<Fixture> {
  return buildFixture(layoutById(EXAMPLE_LAYOUT), { ...example.options });
}

async function main(): Promise<void> {
  for (const example of EXAMPLES) {
    const { pdf, truth } = await buildExample(example);
    writeFileSync(join(__dirname, example.file), pdf);
    writeFileSync(join(__dirname, example.file.replace(/\.pdf$/, '.expected.json')), JSON.stringify(truth.response, null, 2) + '\n');
    console.log(`examples/${example.file}: ${pdf.length} bytes, ${truth.response?.no_of_transactions} transactions`);
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
