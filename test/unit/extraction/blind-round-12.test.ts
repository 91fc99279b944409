import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { printedTotals } from '../../../src/extraction/summary-lines';
import { sideTotalLabel } from '../../../src/extraction/side-totals';
import { currencyFromCountry } from '../../../src/extraction/currency';
import { pageLines } from '../../../src/extraction/layout';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

describe('extraction: layouts of blind round 12 (Irish, Swedish, Italian, Brazilian, US summaries)', () => {
  it('given "Payments out | Payments in" headers and few credits on the page when extracted then a credit is read in its own column, not merged into the row above', () => {
    const H = row(100, [40, 'Date'], [110, 'Details'], [330, 'Payments out'], [410, 'Payments in'], [510, 'Balance']);
    const r = (y: number, d: string, desc: string, out: string, inn: string, bal: string) =>
      row(y, [40, d], [110, desc], [384, out, 'right'], [461, inn, 'right'], [543, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(88, [110, 'BALANCE FORWARD'], [543, '612.35', 'right']),
          H,
          r(115, '12 MAR 2026', 'S/O CREDIT UNION LOAN', '120.00', '', ''),
          r(127, '', 'S/O NENAGH GAA LOTTO', '10.00', '', '482.35'),
          r(139, '13 MAR 2026', 'SEPA CREDIT SALARY', '', '1,284.30', ''),
          r(151, '', 'VDP-AMAZON MKTPL', '38.20', '', '1,728.45'),
          r(163, '16 MAR 2026', 'S/O NENAGH GAA LOTTO', '10.00', '', '1,718.45'),
          r(175, '17 MAR 2026', 'S/O TRANSFER TO A WALSH', '45.00', '', '1,673.45'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2026-03-12', 120, 'debit', null],
      ['2026-03-12', 10, 'debit', 482.35],
      ['2026-03-13', 1284.3, 'credit', null],
      ['2026-03-13', 38.2, 'debit', 1728.45],
      ['2026-03-16', 10, 'debit', 1718.45],
      ['2026-03-17', 45, 'debit', 1673.45],
    ]);
  });

  it('given Swedish "Bokföringsdag | Transaktionsdag" columns when extracted then the transaction date dates the rows by its label, the booking date is kept beside it', () => {
    const H = row(100, [40, 'Bokföringsdag'], [110, 'Transaktionsdag'], [190, 'Text'], [420, 'Belopp'], [500, 'Saldo']);
    const r = (y: number, b: string, t: string, desc: string, amt: string, bal: string) =>
      row(y, [40, b], [110, t], [190, desc], [460, amt, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(70, [40, 'Ingående saldo 2026-03-01'], [300, '34 918,70']),
          row(82, [40, 'Utgående saldo 2026-03-31'], [300, '34 397,93']),
          H,
          r(115, '2026-03-02', '2026-02-28', 'KORTKÖP 260228 SPOTIFY', '-129,00', '34 789,70'),
          r(127, '2026-03-02', '2026-02-28', 'KORTKÖP 260228 APOTEK', '-191,77', '34 597,93'),
          r(139, '2026-03-04', '2026-03-01', 'ÅTERBETALNING KORT', '38,90', '34 636,83'),
          r(151, '2026-03-05', '2026-03-02', 'KORTKÖP 260302 CIRCLE K', '-238,90', '34 397,93'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2026-02-28', '2026-02-28', '2026-03-01', '2026-03-02'],
    );
    assert.equal(s.details[0]!.value_date, '2026-03-02');
    assert.ok(!s.reconciliation.warnings.some((w) => /without labels that tell them apart/.test(w)));
    assert.equal(s.reconciliation.opening_balance.printed, 34918.7);
    assert.equal(s.reconciliation.closing_balance.printed, 34397.93);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a footer paragraph naming a share capital in thousands groups between the rows when extracted then it is no row', () => {
    const H = row(100, [40, 'Data contabile'], [120, 'Descrizione'], [420, 'Dare'], [500, 'Avere']);
    const r = (y: number, d: string, desc: string, dare: string, avere: string) =>
      row(y, [40, d], [120, desc], [460, dare, 'right'], [540, avere, 'right']);
    const p1 = [
      H,
      row(112, [120, 'SALDO INIZIALE AL 31/12/2025'], [540, '4.817,36', 'right']),
      r(124, '05.01.2026', 'PAGAMENTO F24', '613,81', ''),
      r(136, '06.01.2026', 'BONIFICO DA VOI DISPOSTO', '223,65', ''),
      r(148, '14.01.2026', 'VERSAMENTO CONTANTI', '', '446,99'),
      row(
        780,
        [40, 'Banca Popolare S.C.p.A. - Sede legale: Piazza Garibaldi 4 - Capitale sociale e riserve al 31/12/2025 Euro'],
        [460, '1.284.551.208', 'right'],
      ),
    ];
    const p2 = [
      H,
      r(124, '02.02.2026', 'BONIFICO DA VOI DISPOSTO', '303,41', ''),
      r(136, '05.02.2026', 'ADDEBITO CARTA DI CREDITO', '568,58', ''),
      row(148, [120, 'SALDO FINALE AL 31/03/2026'], [540, '3.554,90', 'right']),
      row(
        780,
        [40, 'Banca Popolare S.C.p.A. - Sede legale: Piazza Garibaldi 4 - Capitale sociale e riserve al 31/12/2025 Euro'],
        [460, '1.284.551.208', 'right'],
      ),
    ];
    const s = extractStatement(pdfText(page(1, p1), page(2, p2)));
    assert.deepEqual(
      s.transactions.map((t) => t.amount),
      [613.81, 223.65, 446.99, 303.41, 568.58],
    );
    assert.equal(s.reconciliation.closing_balance.matches, true);
  });

  it('given summary lines naming a side without "total" then they are read as the printed totals; "Money out" (fees may be apart) and a US "Withdrawals and Other Debits" (checks apart) are parts', () => {
    const lines = (texts: string[]) => [
      pageLines(
        page(
          1,
          texts.map((t, i): PdfTextItem[] => [{ str: t, x: 40, y: 100 + i * 12, width: t.length * 4.4, height: 8, fontName: 'f' }]),
        ),
      ),
    ];
    const totals = printedTotals(
      lines([
        'Deposits and Additions 10,592.46',
        'Money out £2,641.45',
        'Summa uttag 47 st -44 469,36',
        'Withdrawals and Other Debits 20 -25,929.53',
      ]),
    );
    assert.deepEqual(
      totals.map((t) => [t.label, t.kind, t.value, t.part ?? false]),
      [
        ['Deposits and Additions', 'credits', 1059246, false],
        ['Money out', 'debits', 264145, true],
        ['Summa uttag', 'debits', 4446936, false],
        ['Withdrawals and Other Debits', 'debits', 2592953, true],
      ],
    );
    assert.equal(sideTotalLabel('MONEY OUT FROM ACCOUNT 12.00')?.kind, 'debits');
    assert.equal(sideTotalLabel('Deposit 12.00'), null);
  });

  it('given a header naming only its country or city when the currency is sought then the country gives it', () => {
    assert.equal(currencyFromCountry('PesoPocket Xchange, 27/F Ayala Tower, Makati City 1229'), 'PHP');
    assert.equal(currencyFromCountry('Shannonside Credit Union, Main Street, Nenagh, Co. Tipperary'), 'EUR');
    assert.equal(currencyFromCountry('Box 318, 901 07 Umeå'), 'SEK');
    assert.equal(currencyFromCountry('Bank Linthal, Zürich'), 'CHF');
    assert.equal(currencyFromCountry('Indus Crescent Bank, I.I. Chundrigar Road, Karachi'), 'PKR');
    assert.equal(currencyFromCountry('Sunrise Bank, 12 High Street'), null);
  });
});
