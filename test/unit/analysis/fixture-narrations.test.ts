import assert from 'node:assert/strict';
import { categorise, type CategoriseContext } from '../../../src/analysis';
import {
  airtelTemplates,
  eaBankTemplates,
  frenchBankTemplates,
  momoTemplates,
  mpesaTemplates,
  saccoTemplates,
  waBankTemplates,
} from '../../fixtures/lib/narrations';
import { createRng } from '../../fixtures/lib/prng';
import type { Template } from '../../fixtures/lib/types';

/**
 * The fixture corpus's narration templates carry their ground-truth category. Draw rows from every
 * template (and its fee row, labelled `other`) and measure the share of money categorised correctly.
 * Profiles as the extraction assigns them: M-Pesa has its own, every other layout is read by `generic`.
 */
const SETS: [string, () => Template[], CategoriseContext][] = [
  ['mpesa', mpesaTemplates, { profile: 'mpesa-safaricom', account_kind: 'mobile_money' }],
  ['airtel (generic profile)', airtelTemplates, { profile: 'generic', account_kind: 'bank' }],
  ['momo (generic profile)', momoTemplates, { profile: 'generic', account_kind: 'bank' }],
  ['east-african bank KE', () => eaBankTemplates('KE'), { profile: 'equity-ke', account_kind: 'bank' }],
  ['east-african bank TZ', () => eaBankTemplates('TZ'), { profile: 'crdb-tz', account_kind: 'bank' }],
  ['east-african bank UG', () => eaBankTemplates('UG'), { profile: 'stanbic', account_kind: 'bank' }],
  ['west-african bank', waBankTemplates, { profile: 'gtbank-ng', account_kind: 'bank' }],
  ['francophone bank', frenchBankTemplates, { profile: 'generic', account_kind: 'bank' }],
  ['sacco', saccoTemplates, { profile: 'generic', account_kind: 'bank' }],
];

describe('categorisation accuracy on the fixture narration templates', () => {
  for (const [label, make, ctx] of SETS) {
    it(`given 100 draws of every ${label} template, then every row gets its labelled category`, () => {
      const rng = createRng(`accuracy-${label}`);
      let right = 0;
      let all = 0;
      const wrong = new Set<string>();
      for (const tpl of make()) {
        for (let i = 0; i < 100; i++) {
          const description = tpl.text(rng);
          const amount = tpl.amount(rng);
          const rows: [string, number, string][] = [[description, amount, tpl.category]];
          if (tpl.charge) rows.push([tpl.charge.text, tpl.charge.amount(amount), 'other']);
          for (const [text, minor, expected] of rows) {
            const type = text === description ? tpl.type : 'debit';
            const got = categorise({ description: text, type }, ctx);
            all += minor;
            if (got.category === expected) right += minor;
            else wrong.add(`${text} → ${got.category} (${got.rule_id}), expected ${expected}`);
          }
        }
      }
      assert.deepEqual([...wrong].slice(0, 10), []);
      assert.ok(right / all >= 0.98);
    });
  }
});
