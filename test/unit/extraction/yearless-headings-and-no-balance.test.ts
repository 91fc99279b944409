import assert from 'node:assert/strict';
import { parseMoney } from '../../../src/extraction/amounts';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

describe('extraction: year-less day headings over a table without a date column', () => {
  const cases = [
    {
      lang: 'Portuguese',
      period: 'Período: 1 de março de 2025 a 18 de março de 2025',
      header: ['Descrição', 'Documento', 'Montante', 'Saldo'],
      headings: ['Segunda-feira, 3 de março', 'Terça-feira, 4 de março'],
      money: (v: string, side: 'D' | 'C') => `${v.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ${side}`,
      bal: (v: string) => v.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
    },
    {
      lang: 'English',
      period: 'Period: 1 March 2025 to 18 March 2025',
      header: ['Description', 'Reference', 'Amount', 'Balance'],
      headings: ['Monday, 3 March', 'Tuesday, 4 March'],
      money: (v: string, side: 'D' | 'C') => `${v.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${side}`,
      bal: (v: string) => v.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    },
    {
      lang: 'French',
      period: 'Période du 1 mars 2025 au 18 mars 2025',
      header: ['Libellé', 'Référence', 'Montant', 'Solde'],
      headings: ['Lundi 3 mars', 'Mardi 4 mars'],
      money: (v: string, side: 'D' | 'C') => `${v.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ${side}`,
      bal: (v: string) => v.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
    },
  ];
  for (const c of cases) {
    it(`given ${c.lang} year-less day headings over time-less rows with D/C amounts when extracted then rows take the heading's date and reconcile`, () => {
      const fmt = (n: number) => {
        const [u, d] = n.toFixed(2).split('.');
        return `${u!.replace(/\B(?=(\d{3})+(?!\d))/g, '§')}.${d}`.replace(/§/g, '');
      };
      const r = (y: number, desc: string, ref: string, amount: string, balance: string) =>
        row(y, [40, desc], [300, ref], [460, amount, 'right'], [550, balance, 'right']);
      const m = (n: number, s: 'D' | 'C') => c.money(fmt(n), s);
      const b = (n: number) => c.bal(fmt(n));
      const lines: PdfTextItem[][] = [
        row(40, [40, 'SOME BANK']),
        row(55, [40, c.period]),
        row(70, [40, `${c.header[3]} ${b(23870)}`], [200, `Cr ${b(126450)}`], [330, `Db ${b(15097.55)}`], [460, `${c.header[3]} ${b(135222.45)}`]),
        row(100, [40, c.header[0]!], [300, c.header[1]!], [460, c.header[2]!, 'right'], [550, c.header[3]!, 'right']),
        row(118, [40, c.headings[0]!]),
        r(132, 'CARREGAMENTO M-PESA 846254315', '852954', m(12350, 'D'), b(11520)),
        r(146, 'DEPÓSITO EM NUMERÁRIO BALCÃO', '501564', m(126450, 'C'), b(137970)),
        row(162, [40, c.headings[1]!]),
        r(176, 'PAGAMENTO SERVIÇOS', '778812', m(2747.55, 'D'), b(135222.45)),
      ];
      const s = extractStatement(pdfText(page(1, lines)));
      assert.deepEqual(brief(s), [
        ['2025-03-03', 'CARREGAMENTO M-PESA 846254315', 12350, 'debit', 11520],
        ['2025-03-03', 'DEPÓSITO EM NUMERÁRIO BALCÃO', 126450, 'credit', 137970],
        ['2025-03-04', 'PAGAMENTO SERVIÇOS', 2747.55, 'debit', 135222.45],
      ]);
      assert.deepEqual(
        s.details.map((d) => d.reference),
        ['852954', '501564', '778812'],
      );
      assert.equal(s.reconciliation.verdict, 'reconciled');
    });
  }
});

describe('extraction: no balance anywhere, weekday-prefixed dates and a detached currency symbol', () => {
  const symbols = {
    'in the same item': (left: number, y: number, v: string) => [item(left, y, `GH₵ ${v}`)],
    'a separate item': (left: number, y: number, v: string) => [item(left, y, 'GH₵'), item(left + 4 * 4.4, y, v)],
    'split into "GH" and "₵"': (left: number, y: number, v: string) => [
      item(left, y, 'GH'),
      item(left + 2.5 * 4.4, y, '₵'),
      item(left + 4 * 4.4, y, v),
    ],
    'an unmapped glyph': (left: number, y: number, v: string) => [item(left, y, 'GH\ue000'), item(left + 4 * 4.4, y, v)],
  };
  for (const [how, symbol] of Object.entries(symbols)) {
    it(`given Money Out / Money In columns with "GH₵ 1,987.88" amounts (symbol ${how}) when extracted then every row is read with the column's direction and no balance`, () => {
      const cell = (x: number, y: number, v: string): PdfTextItem[] => (v ? symbol(x - (v.length + 4) * 4.4, y, v) : []);
      const r = (y: number, date: string, desc: string, out: string, inn: string): PdfTextItem[] => [
        ...row(y, [40, date], [140, desc]),
        ...cell(460, y, out),
        ...cell(550, y, inn),
      ];
      const lines: PdfTextItem[][] = [
        row(40, [40, 'MOBILE WALLET STATEMENT']),
        row(55, [40, 'Account name: KOFI MENSAH']),
        row(90, [40, 'Date'], [140, 'Transaction'], [460, 'Money Out', 'right'], [550, 'Money In', 'right']),
        r(110, 'Sat, 15 Mar 2025', 'Cash Out via agent 486662 KASOA', '395.00', ''),
        r(134, 'Fri, 14 Mar 2025', 'Transfer from 059XXXX375 EFUA QUAYE', '', '791.12'),
        r(158, 'Thu, 13 Mar 2025', 'Airtime purchase', '1,987.88', ''),
        r(182, 'Wed, 12 Mar 2025', 'Transfer from 024XXXX118 AMA OWUSU', '', '2,500.00'),
      ];
      const s = extractStatement(pdfText(page(1, lines)));
      const got = [...brief(s)].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      assert.deepEqual(got, [
        ['2025-03-12', 'Transfer from 024XXXX118 AMA OWUSU', 2500, 'credit', null],
        ['2025-03-13', 'Airtime purchase', 1987.88, 'debit', null],
        ['2025-03-14', 'Transfer from 059XXXX375 EFUA QUAYE', 791.12, 'credit', null],
        ['2025-03-15', 'Cash Out via agent 486662 KASOA', 395, 'debit', null],
      ]);
      assert.equal(s.reconciliation.balance_source, 'none');
      assert.equal(s.reconciliation.verdict, 'unverified');
      if (how !== 'an unmapped glyph') assert.equal(s.currency_code, 'GHS');
    });
  }
});

describe('amounts: a lone D/C marker after a space', () => {
  it('given "12.350,00 D" and "126.450,00 C" when parsed then they read as debit and credit markers; a letter run into the number is not one', () => {
    assert.deepEqual(parseMoney('12.350,00 D'), { minor: -1_235_000, marker: 'dr' });
    assert.deepEqual(parseMoney('126.450,00 C'), { minor: 12_645_000, marker: 'cr' });
    assert.equal(parseMoney('12.350,00D'), null);
  });
});
