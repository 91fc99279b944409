import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { analyseCombined, analyseStatement } from '../../../src/analysis';
import { aStatement } from '../../helpers/analysis-builders';
import { EXAMPLE_FULLNAME, EXAMPLE_NOW, exampleBank, exampleWallet } from '../../helpers/analysis-examples';

const root = join(__dirname, '..', '..', '..', 'schemas');
const readJson = (name: string) => JSON.parse(readFileSync(join(root, name), 'utf8'));

const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
ajv.addSchema(readJson('analysis-result.schema.json'));
ajv.addSchema(readJson('combined-analysis-result.schema.json'));
const single = ajv.getSchema('https://schemas.statement-analysis.local/analysis-result.schema.json')!;
const combined = ajv.getSchema('https://schemas.statement-analysis.local/combined-analysis-result.schema.json')!;

function assertValid(validate: typeof single, value: unknown): void {
  const ok = validate(value);
  assert.ok(ok, JSON.stringify(validate.errors, null, 2));
}

/** Every money figure has at most two decimals. */
function assertCents(value: unknown, path = '$'): void {
  if (typeof value === 'number' && !/(ratio|score|regularity|months_basis)/.test(path)) {
    assert.ok(Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${path} = ${value}`);
  } else if (Array.isArray(value)) value.forEach((v, i) => assertCents(v, `${path}[${i}]`));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) assertCents(v, `${path}.${k}`);
}

const examples = {
  'analysis-result.example.json': () => analyseStatement(exampleWallet(), { now: EXAMPLE_NOW, fullname: EXAMPLE_FULLNAME }),
  'combined-analysis-result.example.json': () =>
    analyseCombined([exampleBank(), exampleWallet(), exampleBank()], { now: EXAMPLE_NOW, fullname: EXAMPLE_FULLNAME }),
};

describe('JSON Schema of the analysis result', () => {
  if (process.env.UPDATE_ANALYSIS_EXAMPLES === '1') {
    for (const [name, make] of Object.entries(examples)) writeFileSync(join(root, 'examples', name), JSON.stringify(make(), null, 2) + '\n');
  }

  it('given the published single example, then it validates and equals what analyseStatement returns today', () => {
    const example = readJson('examples/analysis-result.example.json');
    assertValid(single, example);
    assert.deepEqual(example, JSON.parse(JSON.stringify(examples['analysis-result.example.json']())));
  });

  it('given the published combined example, then it validates and equals what analyseCombined returns today', () => {
    const example = readJson('examples/combined-analysis-result.example.json');
    assertValid(combined, example);
    assert.deepEqual(example, JSON.parse(JSON.stringify(examples['combined-analysis-result.example.json']())));
  });

  const cases: [string, () => unknown][] = [
    ['an empty statement', () => analyseStatement(aStatement(0).build())],
    ['a statement without balances', () => analyseStatement(aStatement(0).credit('2024-01-01', 'X', 1).withoutBalances().build())],
    [
      'an all-debits bank statement',
      () => analyseStatement(aStatement(100).debit('2024-01-01', 'ATM', 10).debit('2024-01-09', 'Bank charges', 0.5).build(), { fullname: 'A B' }),
    ],
    ['a bank statement with fullname and now', () => analyseStatement(exampleBank(), { now: EXAMPLE_NOW, fullname: 'Peter Otieno' })],
  ];
  for (const [label, make] of cases) {
    it(`given ${label}, then the result validates and money has two decimals at most`, () => {
      const result = JSON.parse(JSON.stringify(make()));
      assertValid(single, result);
      assertCents(result);
    });
  }

  it('given a combined result with one file and one with mixed currencies, then both validate', () => {
    const ngn = aStatement(0).credit('2024-01-01', 'NIP FROM X', 5).with({ currency_code: 'NGN', account: '1' }).build();
    assertValid(combined, JSON.parse(JSON.stringify(analyseCombined([exampleBank()]))));
    assertValid(combined, JSON.parse(JSON.stringify(analyseCombined([exampleBank(), ngn]))));
    assertValid(combined, JSON.parse(JSON.stringify(analyseCombined([]))));
  });

  it('given an invalid result (a category key missing), then the schema rejects it', () => {
    const result = JSON.parse(JSON.stringify(analyseStatement(exampleBank())));
    delete result.cash_flow.categories.inflow.POS;
    assert.equal(single(result), false);
  });
});
