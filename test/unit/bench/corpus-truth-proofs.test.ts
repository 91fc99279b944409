import assert from 'node:assert/strict';
import { findMoney, readText, sideBySideColumn, splitSideBySide } from '../../../bench/corpus/text-reader';
import { buildTruth, crOnlyBalances, isBalanceLine, labelledValues } from '../../../bench/corpus/truth-arithmetic';
import { amountParts, checkpointProof, currencyColumnValues, currencySections } from '../../../bench/corpus/truth-checkpoints';
import type { CorpusSource } from '../../../bench/corpus/corpus-sources';

/** The truth builder's proofs for statements without a plain running balance (generated texts only). */

const truthOf = (text: string, kind: CorpusSource['kind'] = 'bank') =>
  buildTruth(readText(text, { monthFirst: false }), { id: 't', kind, builder: 'test' });

describe('corpus truth: an amount and its parts (gross, fee, net)', () => {
  it('recognises gross − fee = net and rejects an amount followed by an unrelated balance', () => {
    assert.ok(amountParts(findMoney('   -100,00    -2,50    -97,50')));
    assert.ok(amountParts(findMoney('     50,00     0,00     50,00')));
    assert.equal(amountParts(findMoney('     50,00    10,00    812,40')), null);
    assert.equal(amountParts(findMoney('     50,00    812,40')), null);
  });

  it('reads such rows as movements of their net amount, not as balances, proven per currency section', () => {
    const text = [
      'Summary                      EUR          USD',
      ' Available balance (old)    10,00         5,00',
      ' Available balance (new)     7,50         9,00',
      '',
      'Transactions - EUR',
      ' Date       Type                 Gross      Fee       Net',
      ' 01.03.24   Payment             -12,50     0,00    -12,50',
      ' 02.03.24   Bank credit          12,50     0,00     12,50',
      ' 03.03.24   Shop payment         -3,00    -0,50     -2,50',
      '',
      'Transactions - USD',
      ' Date       Type                 Gross      Fee       Net',
      ' 04.03.24   Conversion            4,00     0,00      4,00',
    ].join('\n');
    const t = truthOf(text);
    assert.equal(t.status, 'checked');
    assert.equal(t.mode, 'opening-closing');
    assert.deepEqual(
      t.rows.map((r) => [r.amount, r.type, r.balance]),
      [
        [12.5, 'debit', -2.5],
        [12.5, 'credit', 10],
        [2.5, 'debit', 7.5],
        [4, 'credit', 9],
      ],
    );
  });

  it('leaves a currency section unproven when its rows do not give its printed closing', () => {
    const text = [
      'Summary                      EUR          USD',
      ' Available balance (old)    10,00         5,00',
      ' Available balance (new)     7,50         9,00',
      'Transactions - EUR',
      ' 03.03.24   Shop payment         -3,00    -0,50     -2,50',
      'Transactions - USD',
      ' 04.03.24   Conversion            3,00     0,00      3,00',
    ].join('\n');
    const t = truthOf(text);
    assert.equal(t.status, 'partial');
    assert.deepEqual(
      t.rows.filter((r) => r.certain).map((r) => r.amount),
      [2.5],
    );
  });

  it('finds currency sections and the summary value in a currency column', () => {
    const lines = ['Summary     EUR     USD', 'Opening     1,00    2,00', 'Rows - USD', ' 01.01.24  x  1,00'];
    assert.deepEqual(
      currencySections(lines, (i) => findMoney(lines[i]!).length > 0),
      [null, null, 'USD', 'USD'],
    );
    assert.deepEqual(
      currencyColumnValues(lines, (l) => /opening/i.test(l), 'USD'),
      [2],
    );
  });
});

describe('corpus truth: balances printed between groups of rows', () => {
  it('proves each group by the balance before and after it, skipping a printed balance that closes nothing', () => {
    const p = checkpointProof([
      { kind: 'balance', value: 100 },
      { kind: 'row', index: 0, value: -30, signed: true },
      { kind: 'row', index: 1, value: 5, signed: true },
      { kind: 'balance', value: 5 }, // informational: closes nothing
      { kind: 'balance', value: 75 },
      { kind: 'row', index: 2, value: 20, signed: false },
      { kind: 'balance', value: 55 },
    ]);
    assert.equal(p.order, 'oldest-first');
    assert.deepEqual(
      [...p.proven.entries()],
      [
        [0, -1],
        [1, 1],
        [2, -1],
      ],
    );
    assert.equal(p.base, 100);
  });

  it('proves nothing when no group closes', () => {
    const p = checkpointProof([
      { kind: 'balance', value: 100 },
      { kind: 'row', index: 0, value: -30, signed: true },
      { kind: 'balance', value: 80 },
    ]);
    assert.equal(p.proven.size, 0);
  });

  it('recognises a balance word alone or with its date as a balance line', () => {
    assert.ok(isBalanceLine('SALDO'));
    assert.ok(isBalanceLine('Saldo em 19/10/2016'));
    assert.ok(isBalanceLine('Balance on'));
    assert.ok(!isBalanceLine('Balance transfer fee'));
  });

  it('builds checked truth from page balances and day balances, without a running balance on rows', () => {
    const text = [
      ' Data        Historico                          Valor          Saldo',
      ' 29/03/2019  SALDO ANTERIOR                                   1.000,00',
      ' 01/04/2019  TRANSFER OUT                       400,00 -',
      ' 01/04/2019  CARD SALES                          50,00',
      ' 01/04/2019  SALDO FINAL DISP                    50,00',
      ' 01/04/2019  SALDO                                              650,00',
      ' 02/04/2019  CARD SALES                          25,00',
      '             Saldo anterior                                     675,00',
      ' 02/04/2019  FEE                                  5,00 -',
      ' Saldo em 02/04/2019                                            670,00',
    ].join('\n');
    const t = truthOf(text);
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => [r.amount, r.type, r.balance]),
      [
        [400, 'debit', 600],
        [50, 'credit', 650],
        [25, 'credit', 675],
        [5, 'debit', 670],
      ],
    );
  });
});

describe('corpus truth: readings that chain', () => {
  it('reads a spaced trailing minus as a debit marker', () => {
    assert.deepEqual(
      findMoney('  01/04   FT 0568        420.558,19 -        ').map((t) => [t.value, t.marker]),
      [[420558.19, 'minus']],
    );
  });

  it('reads a C or D left beside a figure with OCR punctuation as its marker', () => {
    assert.deepEqual(
      findMoney(' 14 Nov |FNB App Payment From Quickpay      629.00C.     707.95C)').map((t) => [t.value, t.marker]),
      [
        [629, 'cr'],
        [707.95, 'cr'],
      ],
    );
  });

  it('drops a figure printed after the balance (accrued charges) where that makes the balances chain', () => {
    const text = [
      ' Date     Description                Amount        Balance     Charges',
      '          Opening Balance                          500.00 Cr',
      ' 21 Jul 2015  Transfer in            100.00 Cr     600.00 Cr',
      ' 23 Jul 2015  ATM cash               200.00        400.00 Cr     15.65',
      ' 24 Jul 2015  Shop                    50.00        350.00 Cr',
      ' 25 Jul 2015  ATM fee                 15.65        334.35 Cr    (15.65)',
      '          Closing Balance                          334.35 Cr',
    ].join('\n');
    const t = truthOf(text);
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => [r.amount, r.type, r.balance]),
      [
        [100, 'credit', 600],
        [200, 'debit', 400],
        [50, 'debit', 350],
        [15.65, 'debit', 334.35],
      ],
    );
  });

  it('reads bare balances as overdrawn where the statement marks balances in credit with Cr', () => {
    const text = [
      '          Opening Balance                          100.00 Cr',
      ' 01 Aug 2015  Shop                    80.00         20.00 Cr',
      ' 02 Aug 2015  Debit order            360.00        340.00',
      ' 03 Aug 2015  Fee                     50.00        390.00',
      ' 04 Aug 2015  Transfer in            500.00 Cr     110.00 Cr',
      '          Closing Balance                          110.00 Cr',
    ].join('\n');
    const t = truthOf(text);
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => r.balance),
      [20, -340, -390, 110],
    );
  });

  it('tells a Cr-only balance column apart', () => {
    const tok = (marker: 'cr' | null) => ({ value: 1, marker, start: 0, end: 1, digitsEnd: 1 });
    const c = (marker: 'cr' | null) => ({ balance: tok(marker), row: { money: [tok(null), tok(marker)] } });
    assert.ok(crOnlyBalances([c('cr'), c(null)], 'bank'));
    assert.ok(!crOnlyBalances([c('cr'), c('cr')], 'bank'));
    assert.ok(!crOnlyBalances([c('cr'), c(null)], 'card'));
  });
});

describe('corpus truth: two tables side by side', () => {
  const page = [
    'Date        Description          Amount     Date        Description          Amount',
    '04 Oct 25   Cafe one             326.05     21 Oct 25   Fitment centre      4,335.00',
    '09 Oct 25   Fee                    0.03     22 Oct 25   Steers               370.40',
    '10 Oct 25   Burger                315.60',
  ].join('\n');

  it('finds the right-hand table’s date column', () => {
    assert.equal(sideBySideColumn(page.split('\n')), page.split('\n')[1]!.indexOf('21 Oct'));
  });

  it('reads the left table, then the right one', () => {
    const rows = readText(splitSideBySide(page), { monthFirst: false }).rows;
    assert.deepEqual(
      rows.map((r) => r.money[0]!.value),
      [326.05, 0.03, 315.6, 4335, 370.4],
    );
  });

  it('leaves a page with a value date between two figures as it is', () => {
    const single = [' 01/02/2024  Shop   100.00   02/02/2024   500.00', ' 03/02/2024  Shop   10.00   04/02/2024   490.00'].join('\n');
    assert.equal(sideBySideColumn(single.split('\n')), null);
  });
});

describe('corpus truth: rows that move no money', () => {
  it('drops a dated row whose figures are all zero', () => {
    const rows = readText(' 12-12-2022  Minimum payment   0.00\n 01/11/2022  Shop   25.00', { monthFirst: false }).rows;
    assert.deepEqual(
      rows.map((r) => r.money[0]!.value),
      [25],
    );
  });

  it('counts a row labelled Total… as a row when the statement’s arithmetic proves it is one', () => {
    const text = [
      'Balance brought forward                      100.00',
      ' 01/03/2024  Total Fuel Station     -20.00',
      ' 02/03/2024  Shop                   -30.00',
      'Closing balance                               50.00',
    ].join('\n');
    const t = truthOf(text);
    assert.equal(t.status, 'checked');
    assert.equal(t.rows.length, 2);
  });
});

describe('corpus truth: signs fixed by printed totals', () => {
  it('gives rows shifted out of their column the signs under which both printed totals are found', () => {
    const text = [
      ' Date        Text                          Debit        Credit       Balance',
      ' 01.02.2024  Shop                          100.00',
      ' 02.02.2024  Cafe                           20.00',
      ' 03.02.2024  Payment received                            50.00',
      ' 04.02.2024  Payment received                                                       70.00',
      ' 05.02.2024  Fuel                           30.00',
      '             Total                         150.00       120.00',
    ].join('\n');
    const t = truthOf(text, 'card');
    assert.equal(t.status, 'checked');
    assert.deepEqual(
      t.rows.map((r) => r.type),
      ['debit', 'debit', 'credit', 'credit', 'debit'],
    );
  });

  it('leaves the statement unproven when no assignment gives the printed totals', () => {
    const text = [
      ' Date        Text                          Debit        Credit       Balance',
      ' 01.02.2024  Shop                          100.00',
      ' 02.02.2024  Cafe                           20.00',
      ' 03.02.2024  Payment received                            50.00',
      ' 04.02.2024  Payment received                                                       70.00',
      ' 05.02.2024  Fuel                           30.00',
      '             Total                         999.00       120.00',
    ].join('\n');
    assert.notEqual(truthOf(text, 'card').status, 'checked');
  });
});

describe('corpus truth: the first row of one Amount column', () => {
  it('does not take the first row’s sign from a single amount column that holds both signs', () => {
    const text = [
      ' Date          Particulars      Amount        Balance',
      ' 20/08/2025    Cash deposit     2000.00       5000.00',
      ' 21/08/2025    ATM              1000.00       4000.00',
      ' 22/08/2025    Transfer         1500.00       2500.00',
    ].join('\n');
    const t = truthOf(text);
    assert.equal(t.rows[0]!.certain, false);
    assert.ok(t.rows.slice(1).every((r) => r.certain && r.type === 'debit'));
  });
});

describe('corpus truth: a summary grid', () => {
  it('reads an opening balance printed under a label spread over several lines, blank lines between', () => {
    const lines = [
      '   Previous Balance           Payments,            Total',
      '                              Credits              Outstanding',
      '         (`)                  ( ` )                ( ` )',
      '',
      '      15,580.24              15,580.00             54,045.00',
    ];
    assert.deepEqual(
      labelledValues(lines, /previous\s+balance/i).map((t) => t.value),
      [15580.24],
    );
  });
});
