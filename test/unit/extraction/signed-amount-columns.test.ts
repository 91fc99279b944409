import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { withSignedAmount } from '../../../src/extraction/header-labels';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

/** A word of letters unique to row `i` (page furniture is found by lines repeated with any digits). */
const tag = (i: number) => String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26), 75 + (i % 7));
const money = (minor: number, sep = ',') =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/,/g, sep);

type Want = [amount: number, type: 'debit' | 'credit', balance: number | null];

/**
 * A table with no header the engine knows: date, reference, narration, one signed amount column whose
 * debits print a trailing minus ("1.00-", so they end a few points right of the credits) and the
 * running balance.
 */
function trailingMinus(rows: number) {
  const want: Want[] = [];
  // Amounts of every width, so their centres run into one another where their right edges split; the
  // balances all of one width.
  let balance = 300_000_00;
  const debits = [5_00, 38_00, 542_27, 5_166_67, 38_000_00, 143_700_00];
  const credits = [350_00, 3_350_00, 57_000_00, 830_000_00];
  let debitsSoFar = 0;
  const body: PdfTextItem[][] = [
    row(60, [80, 'YOUR ACCOUNT ACTIVITY']),
    row(90, [76, '31/05/25'], [200, 'BEGINNING BALANCE'], [520, money(balance), 'right']),
  ];
  for (let i = 0; i < rows; i++) {
    const credit = i % 4 === 1;
    const amount = credit ? credits[(i >> 2) % credits.length]! : debits[debitsSoFar++ % debits.length]!;
    balance += credit ? amount : -amount;
    want.push([amount / 100, credit ? 'credit' : 'debit', balance / 100]);
    const y = 110 + i * 20;
    body.push(
      row(
        y,
        [76, `${String(10 + (i >> 2)).padStart(2, '0')}/06/25`],
        [140, String(18050704 + i * 17)],
        [200, `TRANSFER ${tag(i)}`],
        credit ? [437, money(amount), 'right'] : [441.4, `${money(amount)}-`, 'right'],
        [520, money(balance), 'right'],
      ),
      row(y + 9, [200, `PAYEE ${tag(i + 5)}`]),
    );
  }
  return { text: pdfText(page(1, body)), want };
}

/**
 * A running-balance table whose amount column is headed by a credit label stacked over a debit label
 * ("Abonos /" over "Cargos"): one column, debits printed with a minus; the balance printed on some rows.
 */
function stackedCreditOverDebit(rows: number) {
  const want: Want[] = [];
  let balance = 45_874_00;
  const body: PdfTextItem[][] = [
    row(40, [40, 'Detalle de Movimientos:']),
    row(60, [45, 'Fecha'], [118, 'Descripción'], [367, 'N°'], [433, 'Abonos /'], [500, 'Saldo']),
    row(72, [367, 'Operación'], [433, 'Cargos']),
  ];
  const pes = (minor: number) => (minor / 100).toLocaleString('en-US', { maximumFractionDigits: 0 }).replace(/,/g, '.');
  for (let i = 0; i < rows; i++) {
    const credit = i % 3 === 2;
    const amount = credit ? 115_000_00 + i * 1_000_00 : 2_200_00 + i * 731_00;
    balance += credit ? amount : -amount;
    const shown = i % 2 === 1 || i === rows - 1;
    want.push([amount / 100, credit ? 'credit' : 'debit', shown ? balance / 100 : null]);
    body.push(
      row(
        90 + i * 14,
        [45, `${String(1 + i).padStart(2, '0')}/04/2023`],
        [118, `COMPRA ${tag(i)} CL`],
        [367, String(1_000_000 + i * 7_919)],
        [433, credit ? pes(amount) : `-${pes(amount)}`],
        ...(shown ? ([[500, pes(balance)]] as [number, string][]) : []),
      ),
    );
  }
  return { text: pdfText(page(1, body)), want };
}

describe('extraction: one signed amount column', () => {
  it('given debits printed with a trailing minus that moves their right edge and no known header when extracted then the balance column is read and every row reconciles', () => {
    const { text, want } = trailingMinus(24);
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      want,
    );
    assert.equal(s.reconciliation.verdict, 'reconciled', JSON.stringify(s.reconciliation.balance_breaks));
  });

  it('given a credit label stacked over a debit label heading one column of signed figures when extracted then each figure takes its own sign', () => {
    const { text, want } = stackedCreditOverDebit(12);
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      want,
    );
    assert.equal(s.reconciliation.verdict, 'reconciled', JSON.stringify(s.reconciliation.balance_breaks));
  });

  it('given debit and credit labels side by side when settled then they stay two columns', () => {
    const cols = withSignedAmount([
      { role: 'date', label: 'Date', x0: 40, x1: 60 },
      { role: 'debit', label: 'Debit', x0: 300, x1: 330 },
      { role: 'credit', label: 'Credit', x0: 360, x1: 392 },
    ]);
    assert.deepEqual(
      cols.map((c) => c.role),
      ['date', 'debit', 'credit'],
    );
  });

  it('given a credit label over a debit label in one place when settled then they are one amount column', () => {
    const cols = withSignedAmount([
      { role: 'credit', label: 'Abonos', x0: 433, x1: 469 },
      { role: 'debit', label: 'Cargos', x0: 433, x1: 471 },
      { role: 'balance', label: 'Saldo', x0: 500, x1: 530 },
    ]);
    assert.deepEqual(
      cols.map((c) => [c.role, c.x0, c.x1]),
      [
        ['amount', 433, 471],
        ['balance', 500, 530],
      ],
    );
  });
});
