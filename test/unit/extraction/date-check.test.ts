import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { offSequence } from '../../../src/extraction/date-check';
import { resolveDates, scanDate } from '../../../src/extraction/dates';
import type { Entry } from '../../../src/extraction/entries';
import { page, pdfText, row } from '../../helpers/pdf-text';

/** A Date | Description | Debit | Credit | Balance statement under the given header lines; rows [date, description, debit, credit, balance]. */
function statement(head: string[], rows: [string, string, string, string, string][]) {
  const r = (y: number, [d, desc, debit, credit, bal]: [string, string, string, string, string]) =>
    row(y, [40, d], [130, desc], [380, debit, 'right'], [460, credit, 'right'], [540, bal, 'right']);
  return extractStatement(
    pdfText(
      page(1, [
        row(40, [40, 'SAVANNA TRUST BANK']),
        ...head.map((h, i) => row(55 + 12 * i, [40, h])),
        row(120, [40, 'Date'], [130, 'Description'], [380, 'Debit', 'right'], [460, 'Credit', 'right'], [540, 'Balance', 'right']),
        row(135, [40, 'Opening balance'], [540, '1,000.00', 'right']),
        ...rows.map((x, i) => r(150 + 12 * i, x)),
      ]),
    ),
  );
}

const dates = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => t.date);

/** Six rows on numeric dates whose day and month never pass 12, balances chaining from 1,000.00. */
const lowDays = (cells: string[]): [string, string, string, string, string][] => {
  let bal = 1000;
  return cells.map((d, i) => {
    const credit = i % 2 === 0;
    bal += credit ? 50 : -20;
    return [
      d,
      credit ? `Deposit ${i}` : `Card purchase ${i}`,
      credit ? '' : '20.00',
      credit ? '50.00' : '',
      `${bal.toFixed(2)}`.replace(/\B(?=(\d{3})+\.)/, ','),
    ];
  });
};

describe('extraction/date-check: what a statement proves about its dates', () => {
  it('given every day and month at most 12 and nothing printed to tell when extracted then the reading says ambiguous and the verdict is not reconciled', () => {
    // 02/01, 01/03, 04/01, 01/05, …: neither order runs in sequence, spans fewer days or fits a period (there is none).
    const s = statement(
      [],
      lowDays(['02/01/2025', '03/01/2025', '04/01/2025', '05/01/2025', '06/01/2025', '07/01/2025']).map(
        (r, i) => [i % 2 ? `${r[0].slice(3, 5)}/${r[0].slice(0, 2)}/2025` : r[0], r[1], r[2], r[3], r[4]] as typeof r,
      ),
    );
    assert.equal(s.reconciliation.balance_breaks.length, 0, 'the money chains');
    assert.equal(s.reconciliation.dates?.status, 'ambiguous');
    assert.equal(s.reconciliation.reading?.dates?.evidence, 'default');
    assert.equal(s.reconciliation.verdict, 'unverified');
    assert.match(s.reconciliation.warnings.join(' '), /prove the amounts but not the dates/);
  });

  it('given all days at most 12 on a short statement when extracted then the order whose dates lie close together is taken, and the rejected one is scored', () => {
    // Day first: 3-8 January. Month first: 1 March - 1 August (five months for six rows).
    const s = statement([], lowDays(['03/01/2025', '04/01/2025', '05/01/2025', '06/01/2025', '07/01/2025', '08/01/2025']));
    assert.deepEqual(dates(s), ['2025-01-03', '2025-01-04', '2025-01-05', '2025-01-06', '2025-01-07', '2025-01-08']);
    const d = s.reconciliation.reading!.dates!;
    assert.equal(d.format, 'day first');
    assert.equal(d.evidence, 'span');
    assert.deepEqual(d.rejected[0], { format: 'month first', measure: 'days the dates span (fewer wins)', score: 155, chosen_score: 5 });
    assert.equal(s.reconciliation.dates?.status, 'checked');
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a US card statement printing mm/dd with a period line when extracted then month first is read from the period and checked', () => {
    const s = statement(
      ['Statement period 01/02/2025 - 01/31/2025'],
      lowDays(['01/03/2025', '01/05/2025', '01/09/2025', '01/10/2025', '01/11/2025', '01/12/2025']),
    );
    assert.deepEqual(dates(s), ['2025-01-03', '2025-01-05', '2025-01-09', '2025-01-10', '2025-01-11', '2025-01-12']);
    assert.equal(s.reconciliation.reading?.dates?.format, 'month first');
    assert.equal(s.reconciliation.dates?.status, 'checked');
    assert.deepEqual(s.reconciliation.dates?.outside_period, []);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given year-less dates across December and January and a period line giving the years when extracted then December is dated in the earlier year', () => {
    const s = statement(['Statement period: 15 Dec 2024 to 14 Jan 2025'], lowDays(['20 Dec', '24 Dec', '30 Dec', '02 Jan', '05 Jan', '10 Jan']));
    assert.deepEqual(dates(s), ['2024-12-20', '2024-12-24', '2024-12-30', '2025-01-02', '2025-01-05', '2025-01-10']);
    const d = s.reconciliation.reading!.dates!;
    assert.deepEqual([d.format, d.year, d.period], ['unambiguous', 'period', { start: '2024-12-15', end: '2025-01-14' }]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given year-less numeric dates (02/01) and a period line when extracted then the period gives both the order and the year', () => {
    const s = statement(['Statement period 28/12/2024 - 27/01/2025'], lowDays(['29/12', '31/12', '02/01', '03/01', '08/01', '10/01']));
    assert.deepEqual(dates(s), ['2024-12-29', '2024-12-31', '2025-01-02', '2025-01-03', '2025-01-08', '2025-01-10']);
    assert.equal(s.reconciliation.reading?.dates?.year, 'period');
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a row dated outside the printed period and one out of the date order when extracted then both are flagged on the row and listed', () => {
    const s = statement(
      ['Statement period: 01 Mar 2025 to 31 Mar 2025'],
      lowDays(['03 Mar 2025', '05 Mar 2025', '28 Feb 2025', '09 Mar 2025', '22 Mar 2025', '30 Apr 2025']),
    );
    assert.equal(s.reconciliation.balance_breaks.length, 0);
    assert.deepEqual(s.reconciliation.dates?.outside_period, [{ index: 5, date: '2025-04-30' }]);
    assert.deepEqual(s.reconciliation.dates?.out_of_order, [{ index: 2, date: '2025-02-28' }]);
    assert.equal(s.details[5]!.date_flag, 'outside_period');
    assert.equal(s.details[2]!.date_flag, 'out_of_order');
    assert.match(s.reconciliation.warnings.join(' '), /1 row is dated outside the printed period 2025-03-01 – 2025-03-31: 2025-04-30/);
  });

  it('given printed weekdays beside dates whose days are at most 12 when resolved then the weekdays decide the order', () => {
    // Mon 03/02/2025 is 3 February 2025 (a Monday); read month first it would be 2 March, a Sunday.
    const cells = ['Mon 03/02/2025', 'Tue 04/02/2025', 'Mon 10/02/2025'].map(scanDate);
    assert.equal(cells[0]!.weekday, 0);
    const r = resolveDates(cells);
    assert.deepEqual([r.order, r.orderEvidence, r.dates[0]], ['DMY', 'weekdays', '2025-02-03']);
    assert.deepEqual(r.format.rejected, [{ format: 'month first', measure: 'printed weekdays that match', score: 0, chosen_score: 3 }]);
  });

  it('keeps the longest run of dates that never goes back and lists the others', () => {
    const e = (iso: string) => ({ iso }) as Entry;
    assert.deepEqual(offSequence(['2025-01-01', '2025-01-02', '2025-01-25', '2025-01-03', '2025-01-04'].map(e)), [2]);
    assert.deepEqual(offSequence(['2025-01-01', '2025-01-01', '2025-01-02'].map(e)), []);
  });
});

describe('extraction/date-check: one date format per document', () => {
  const summary = [
    row(30, [40, 'EXAMPLE WALLET LTD']),
    row(45, [40, 'Statement 01 May 2024 to 31 May 2024']),
    row(80, [40, 'Activity summary']),
    row(95, [300, 'EUR', 'right'], [400, 'GBP', 'right']),
    row(110, [40, 'Opening balance'], [300, '10.00', 'right'], [400, '7.25', 'right']),
    row(140, [40, 'Closing balance'], [300, '30.00', 'right'], [400, '4.75', 'right']),
  ];
  const table = (heading: string, rows: [string, string, string][]) => [
    row(60, [40, heading]),
    row(75, [40, 'Date'], [110, 'Type'], [300, 'Reference'], [520, 'Amount', 'right']),
    ...rows.map(([d, typ, amt], i) => row(90 + 15 * i, [40, d], [110, typ], [300, `REF${i}X${d.replace(/\D/g, '')}`], [520, amt, 'right'])),
  ];
  it("given an account whose dates cannot tell day from month and another whose dates can when extracted then the first takes the other's order", () => {
    const s = extractStatement(
      pdfText(
        page(1, summary),
        page(
          2,
          table('Transactions - EUR', [
            ['02/05/2024', 'Top-up', '50.00'],
            ['20/05/2024', 'Shop payment', '-20.00'],
            ['29/05/2024', 'Shop payment', '-10.00'],
          ]),
        ),
        // 04/05 and 05/06: 4 May and 5 June, or 5 April and 6 May; nothing in this part tells.
        page(
          3,
          table('Transactions - GBP', [
            ['04/05/2024', 'Shop payment', '-4.50'],
            ['05/06/2024', 'Conversion', '2.00'],
          ]),
        ),
      ),
    );
    const gbp = s.accounts!.find((a) => a.currency_code === 'GBP')!;
    assert.deepEqual(
      gbp.transactions.map((t) => t.date),
      ['2024-05-04', '2024-06-05'],
    );
    assert.equal(gbp.reconciliation.dates?.status, 'checked');
    assert.match(gbp.reconciliation.warnings.join(' '), /as another account of the document prints its dates/);
  });
  it('given a posting date column in order and card purchases made days before they posted when extracted then no row is out of order and each keeps its transaction date', () => {
    // Posting | Transaction | Description | Money out | Balance: the rows are listed by posting date.
    const lines: [string, string, string, string, string][] = [
      ['20/12/2021', '20/12/2021', 'Prepaid purchase', '30.00', '970.00'],
      ['21/12/2021', '21/12/2021', 'SMS notification fee', '2.40', '967.60'],
      ['23/12/2021', '21/12/2021', 'Spar (Card 4583)', '70.00', '897.60'],
      ['23/12/2021', '22/12/2021', 'Tops (Card 4583)', '13.46', '884.14'],
      ['23/12/2021', '23/12/2021', 'ATM cash withdrawal', '200.00', '684.14'],
      ['24/12/2021', '22/12/2021', 'Cremelicious (Card 4583)', '45.26', '638.88'],
      ['24/12/2021', '24/12/2021', 'Prepaid purchase', '12.00', '626.88'],
    ];
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'SAVANNA TRUST BANK']),
          row(55, [40, 'From Date: 20/12/2021  To Date: 26/12/2021']),
          row(120, [40, 'Posting Date'], [110, 'Transaction Date'], [200, 'Description'], [460, 'Money Out', 'right'], [540, 'Balance', 'right']),
          row(135, [200, 'Opening balance'], [540, '1,000.00', 'right']),
          ...lines.map(([p, t, d, out, bal], i) => row(150 + 12 * i, [40, p], [110, t], [200, d], [460, out, 'right'], [540, bal, 'right'])),
        ]),
      ),
    );
    assert.equal(s.reconciliation.balance_breaks.length, 0);
    assert.deepEqual(dates(s), ['2021-12-20', '2021-12-21', '2021-12-21', '2021-12-22', '2021-12-23', '2021-12-22', '2021-12-24']);
    assert.deepEqual(s.reconciliation.dates?.out_of_order, []);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    // Without the posting dates the same transaction dates are out of order.
    assert.equal(offSequence(lines.map((l) => ({ iso: `${l[1].slice(6)}-${l[1].slice(3, 5)}-${l[1].slice(0, 2)}` }) as Entry)).length, 1);
  });
  it('given a row dated a year outside the printed period when extracted then the verdict is unverified, while a row posted weeks outside it keeps the verdict', () => {
    const rows = (third: string): [string, string, string, string, string][] => [
      ['03/03/2025', 'Salary', '', '500.00', '1,500.00'],
      ['10/03/2025', 'Grocer', '120.00', '', '1,380.00'],
      [third, 'Card purchase', '80.00', '', '1,300.00'],
      ['28/03/2025', 'Fuel', '50.00', '', '1,250.00'],
    ];
    const misread = statement(['Statement period 01/03/2025 to 31/03/2025'], rows('14/03/2024'));
    assert.equal(misread.reconciliation.balance_breaks.length, 0);
    assert.equal(misread.reconciliation.verdict, 'unverified');
    assert.match(misread.reconciliation.warnings.join(' '), /1 row is dated months outside the printed period/);
    const late = statement(['Statement period 01/03/2025 to 31/03/2025'], rows('14/04/2025'));
    assert.deepEqual(
      late.reconciliation.dates?.outside_period.map((r) => r.date),
      ['2025-04-14'],
    );
    assert.equal(late.reconciliation.verdict, 'reconciled');
  });
});
