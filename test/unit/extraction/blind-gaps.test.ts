import assert from 'node:assert/strict';
import { phoneIn } from '../../../src/extraction/account-number';
import { ExtractionError } from '../../../src/extraction/errors';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

function refusal(f: () => unknown): ExtractionError {
  try {
    f();
  } catch (e) {
    if (e instanceof ExtractionError) return e;
    throw e;
  }
  assert.fail('expected a refusal');
}

describe('extraction: gaps found by blind scoring', () => {
  describe('day headings in four languages over rows that print only a time', () => {
    const headings = [
      ['Terça-feira, 4 de março de 2025', 'Quarta-feira, 5 de março de 2025', '2025-03-04', '2025-03-05'],
      ['Lundi 3 mars 2025', 'Mardi 4 mars 2025', '2025-03-03', '2025-03-04'],
      ['Jumatatu, 3 Machi 2025', 'Jumanne, 4 Machi 2025', '2025-03-03', '2025-03-04'],
      ['Monday, 3 March 2025', 'Tuesday, 4 March 2025', '2025-03-03', '2025-03-04'],
    ] as const;
    for (const withHeader of [true, false]) {
      for (const [h1, h2, d1, d2] of headings) {
        it(`given "${h1}" headings over time-only rows ${withHeader ? 'under' : 'without'} a header row when extracted then rows take the heading's date and the time goes to details`, () => {
          const r = (y: number, t: string, desc: string, a: string, bal: string) => row(y, [40, t], [100, desc], [430, a, 'right'], [540, bal, 'right']);
          const lines: PdfTextItem[][] = [row(40, [40, 'KWANZA CARTEIRA']), row(55, [40, 'Extracto de conta'])];
          if (withHeader) lines.push(row(90, [40, 'Hora'], [100, 'Descrição'], [430, 'Montante', 'right'], [540, 'Saldo', 'right']));
          lines.push(
            row(105, [40, h1]),
            r(118, '08:15', 'Pagamento loja', '-1 234,56', '8 765,44 Kz'),
            r(130, '12:40:05', 'Transferência recebida', '+2 500,00', '11 265,44 Kz'),
            row(145, [40, h2]),
            r(158, '09:01', 'Levantamento', '-265,44', '11 000,00 Kz'),
          );
          const s = extractStatement(pdfText(page(1, lines)));
          assert.deepEqual(brief(s), [
            [d1, 'Pagamento loja', 1234.56, 'debit', 8765.44],
            [d1, 'Transferência recebida', 2500, 'credit', 11265.44],
            [d2, 'Levantamento', 265.44, 'debit', 11000],
          ]);
          assert.deepEqual(s.details.map((d) => d.time), ['08:15:00', '12:40:05', '09:01:00']);
        });
      }
    }
  });
  describe('refusal codes', () => {
    it('given money lines under a header that cannot be read as rows when extracted then the refusal is unrecognised_format saying what was found, never no_transactions', () => {
      // Each row prints its time, narration and figures as one run inside the narration column: nothing sits in the money columns.
      const lines: PdfTextItem[][] = [row(40, [40, 'SOME WALLET']), row(90, [40, 'Time'], [100, 'Details'], [430, 'Amount', 'right'], [540, 'Balance', 'right'])];
      for (let i = 0; i < 12; i++) lines.push(row(105 + i * 12, [40, `0${i % 10}:1${i % 6}`], [100, `Paid merchant ${i} 1,${i}00.50 bal 9,${i}00.00`]));
      const e = refusal(() => extractStatement(pdfText(page(1, lines))));
      assert.equal(e.code, 'unrecognised_format');
      assert.match(e.message, /found \d+ lines with amounts under the table header \(\d+ starting with a date or time\)/);
    });

    it('given a header with only balance and total lines below it when extracted then the table is really empty: no_transactions', () => {
      const e = refusal(() => extractStatement(pdfText(page(1, [
        row(40, [40, 'SOME BANK']),
        row(90, [40, 'Date'], [100, 'Description'], [430, 'Amount', 'right'], [540, 'Balance', 'right']),
        row(105, [100, 'Opening balance'], [540, '1,000.00', 'right']),
        row(117, [100, 'Total debits'], [430, '0.00', 'right']),
        row(129, [100, 'Closing balance'], [540, '1,000.00', 'right']),
      ]))));
      assert.equal(e.code, 'no_transactions');
    });
  });
  describe('separate time and reference columns', () => {
    for (const [time, narration, ref] of [['Time', 'Particulars', 'Transaction ID'], ['Heure', 'Libellé', 'Référence'], ['Hora', 'Descritivo', 'ID'], ['Saa', 'Maelezo', 'Kumbukumbu']]) {
      it(`given "${time}" and "${ref}" columns beside the date when extracted then the time goes to details.time, the id to details.reference and the narration is the description`, () => {
        const H = row(90, [40, 'Date'], [95, time], [140, ref], [230, narration], [430, 'Amount', 'right'], [540, 'Balance', 'right']);
        const r = (y: number, d: string, t: string, id: string, desc: string, a: string, bal: string) =>
          row(y, [40, d], [95, t], [140, id], [230, desc], [430, a, 'right'], [540, bal, 'right']);
        const s = extractStatement(pdfText(page(1, [
          row(40, [40, 'SOME WALLET']),
          H,
          r(105, '01/03/2025', '07:02:40', 'QX71KD93JS', 'Cash in from agent', '500.00', '1,500.00'),
          r(117, '01/03/2025', '09:15:02', 'QX71KE11PA', 'Buy goods shop', '-120.00', '1,380.00'),
          r(129, '02/03/2025', '18:40:00', 'QX72AA05ZT', 'Airtime purchase', '-30.00', '1,350.00'),
        ])));
        assert.deepEqual(brief(s), [
          ['2025-03-01', 'Cash in from agent', 500, 'credit', 1500],
          ['2025-03-01', 'Buy goods shop', 120, 'debit', 1380],
          ['2025-03-02', 'Airtime purchase', 30, 'debit', 1350],
        ]);
        assert.deepEqual(s.details.map((d) => [d.time, d.reference]), [['07:02:40', 'QX71KD93JS'], ['09:15:02', 'QX71KE11PA'], ['18:40:00', 'QX72AA05ZT']]);
      });
    }
  });

  it('given an unlabelled narration column right of a time column and an id column when extracted then the narration, not the time or id, is the description', () => {
    const H = row(90, [40, 'Date'], [95, 'Time'], [140, 'Code'], [230, 'Purpose'], [430, 'Amount', 'right'], [540, 'Balance', 'right']);
    const r = (y: number, d: string, t: string, id: string, desc: string, a: string, bal: string) => row(y, [40, d], [95, t], [140, id], [230, desc], [430, a, 'right'], [540, bal, 'right']);
    const s = extractStatement(pdfText(page(1, [
      row(40, [40, 'SOME WALLET']),
      H,
      r(105, '01/03/2025', '07:02:40', 'QX71KD93JS', 'Cash in from agent', '500.00', '1,500.00'),
      r(117, '02/03/2025', '09:15:02', 'QX71KE11PA', 'Buy goods shop', '-120.00', '1,380.00'),
    ])));
    assert.deepEqual(s.transactions.map((t) => t.description), ['Cash in from agent', 'Buy goods shop']);
    assert.deepEqual(s.details.map((d) => d.time), ['07:02:40', '09:15:02']);
  });

  it('given no header and rows printing date, time, transaction id and narration when extracted then the id is the reference and the time goes to details', () => {
    const r = (y: number, d: string, t: string, id: string, desc: string, a: string, bal: string) => row(y, [40, d], [95, t], [140, id], [230, desc], [430, a, 'right'], [540, bal, 'right']);
    const s = extractStatement(pdfText(page(1, [
      row(40, [40, 'SOME WALLET']),
      r(105, '01/03/2025', '07:02:40', 'QX71KD93JS', 'Cash in from agent', '500.00', '1,500.00'),
      r(117, '01/03/2025', '09:15:02', 'QX71KE11PA', 'Buy goods shop', '-120.00', '1,380.00'),
      r(129, '02/03/2025', '18:40:00', 'QX72AA05ZT', 'Airtime purchase', '-30.00', '1,350.00'),
    ])));
    assert.deepEqual(s.transactions.map((t) => t.description), ['Cash in from agent', 'Buy goods shop', 'Airtime purchase']);
    assert.deepEqual(s.details.map((d) => [d.time, d.reference]), [['07:02:40', 'QX71KD93JS'], ['09:15:02', 'QX71KE11PA'], ['18:40:00', 'QX72AA05ZT']]);
  });

  describe('two date columns, posting date first', () => {
    const cases = [
      ['Posting Date', 'Trans. Date', 'label'],
      ['Post Date', 'Transaction Date', 'label'],
      ['Posted', 'Txn Date', 'label'],
      ['Date de comptabilisation', "Date d'opération", 'label'],
      ['Data de lançamento', 'Data do movimento', 'label'],
      ['Tarehe ya thamani', 'Tarehe ya muamala', 'label'],
      ['Date', 'Date', 'rows'],
    ] as const;
    const formats: Record<string, (d: string) => string> = {
      'MON dd': (d) => d,
      'dd MON': (d) => d.split(' ').reverse().join(' '),
      'dd/mm': (d) => `${d.split(' ')[1]}/${d.startsWith('DEC') ? '12' : '01'}`,
    };
    for (const [format, fmt] of Object.entries(formats))
    for (const [firstLabel, secondLabel, how] of cases) {
      it(`given "${firstLabel}" before "${secondLabel}" with year-less ${format} dates when extracted then the transaction date is taken (${how})`, () => {
        const r = (y: number, post: string, txn: string, desc: string, a: string) => row(y, [40, fmt(post)], [140, fmt(txn)], [240, desc], [520, a, 'right']);
        const H = row(90, [40, firstLabel], [140, secondLabel], [240, 'Description'], [520, 'Amount', 'right']);
        const s = extractStatement(pdfText(page(1, [
          row(40, [40, 'CARD SERVICES']),
          row(55, [40, 'Statement period 20 Dec 2024 to 19 Jan 2025']),
          H,
          r(105, 'DEC 30', 'DEC 28', 'Grocer', '45.10'),
          r(117, 'JAN 02', 'DEC 31', 'Fuel station', '60.00'),
          r(129, 'JAN 06', 'JAN 04', 'Pharmacy', '12.35'),
        ])));
        assert.deepEqual(s.transactions.map((t) => t.date), ['2024-12-28', '2024-12-31', '2025-01-04']);
        if (how === 'rows') assert.ok(s.reconciliation.warnings.some((w) => /two date columns/.test(w)));
      });
    }
  });
  describe('card statements without a balance column', () => {
    const table = (y0: number) => {
      const r = (y: number, d: string, desc: string, a: string) => row(y, [40, d], [110, desc], [520, a, 'right']);
      return [
        row(y0, [40, 'Date'], [110, 'Description'], [520, 'Amount', 'right']),
        r(y0 + 15, '03 Feb', 'Supermarket', '150.00'),
        r(y0 + 27, '05 Feb', 'Payment received - thank you', '(2,500.00)'),
        r(y0 + 39, '09 Feb', 'Restaurant', '350.00'),
        r(y0 + 51, '12 Feb', 'Refund online store', '(100.00)'),
      ];
    };
    const expectRows = (s: ReturnType<typeof extractStatement>) => {
      assert.deepEqual(brief(s), [
        ['2025-02-03', 'Supermarket', 150, 'debit', -3150],
        ['2025-02-05', 'Payment received - thank you', 2500, 'credit', -650],
        ['2025-02-09', 'Restaurant', 350, 'debit', -1000],
        ['2025-02-12', 'Refund online store', 100, 'credit', -900],
      ]);
      assert.equal(s.reconciliation.balance_source, 'computed');
      assert.equal(s.reconciliation.verdict, 'reconciled');
    };
    it('given a summary box with labels and values far apart on the same line when extracted then balances are computed from the previous balance', () => {
      const s = extractStatement(pdfText(page(1, [
        row(40, [40, 'CAPE CARD SERVICES']),
        row(55, [40, 'Credit card statement']),
        row(70, [40, 'Statement date'], [300, '20 Feb 2025']),
        row(82, [40, 'Previous Balance'], [300, '3,000.00']),
        row(94, [40, 'New Balance'], [300, '900.00']),
        ...table(120),
      ])));
      expectRows(s);
    });
    it('given a summary grid with labels above values when extracted then balances are computed from the previous balance', () => {
      const s = extractStatement(pdfText(page(1, [
        row(40, [40, 'CAPE CARD SERVICES']),
        row(55, [40, 'Credit card statement']),
        row(70, [40, 'Statement Date'], [160, 'Opening Balance'], [280, 'Payments'], [400, 'Closing Balance']),
        row(82, [40, '20 Feb 2025'], [160, '3,000.00'], [280, '2,600.00'], [400, '900.00']),
        ...table(120),
      ])));
      expectRows(s);
    });
    it('given the previous and new balance each printed above its value, grouped with spaces, when extracted then balances are computed from them', () => {
      const s = extractStatement(pdfText(page(1, [
        row(40, [40, 'CAPE CARD SERVICES']),
        row(55, [40, 'Credit card statement  Statement date 20 Feb 2025']),
        row(70, [300, 'Previous Balance']),
        row(82, [300, '3 000,00']),
        row(100, [300, 'New Balance']),
        row(112, [300, '900,00']),
        ...table(140).map((items) => items.map((it) => ({ ...it, str: it.str.replace(/,(\d{3})/, ' $1').replace(/\.(\d\d)(\)?)$/, ',$1$2') }))),
      ])));
      expectRows(s);
    });
    it('given a card named only by its issuer and a "Balance B/F" line when extracted then the few parenthesised rows are the credits', () => {
      const s = extractStatement(pdfText(page(1, [
        row(40, [40, 'CAPE CARD SERVICES']),
        row(55, [40, 'Statement date 20 Feb 2025']),
        row(70, [40, 'Balance B/F'], [300, '3,000.00']),
        row(82, [40, 'Balance C/F'], [300, '900.00']),
        ...table(110),
      ])));
      expectRows(s);
    });
    it('given a "Balance B/F" line above the rows when extracted then balances are computed from it', () => {
      const s = extractStatement(pdfText(page(1, [
        row(40, [40, 'CAPE CARD SERVICES']),
        row(55, [40, 'Credit card statement  Statement date 20 Feb 2025']),
        row(112, [110, 'Balance B/F'], [520, '3,000.00', 'right']),
        ...table(120).slice(1),
        row(190, [110, 'Closing balance'], [520, '900.00', 'right']),
      ])));
      expectRows(s);
    });
  });
  describe('metadata', () => {
    const table = (y0: number) => [
      row(y0, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [540, 'Balance', 'right']),
      row(y0 + 15, [40, '01/03/2025'], [110, 'Deposit'], [430, '100.00', 'right'], [540, '1,100.00', 'right']),
      row(y0 + 27, [40, '02/03/2025'], [110, 'Airtime'], [430, '-10.00', 'right'], [540, '1,090.00', 'right']),
    ];
    for (const phone of ['(+267) 77636795', '+225 07 22 93 86 26', '+27 (0)82 555 0199']) {
      it(`given a labelled phone "${phone}" when extracted then it is kept as printed`, () => {
        const s = extractStatement(pdfText(page(1, [row(40, [40, 'SOME BANK LIMITED']), row(60, [40, 'Name: Jane Doe']), row(72, [40, `Phone: ${phone}`]), row(84, [40, 'Account No: 1234567890']), ...table(110)])));
        assert.equal(s.contacts, phone);
      });
    }
    it('given phones printed without a label in a holder block when read then the number keeps its + and parentheses, and an id is no phone', () => {
      assert.equal(phoneIn('Jane Doe   +225 07 22 93 86 26'), '+225 07 22 93 86 26');
      assert.equal(phoneIn('Gaborone (+267) 77636795'), '(+267) 77636795');
      assert.equal(phoneIn('Customer ID 267123456789'), null);
      assert.equal(phoneIn('Mobile No: 0722938626'), '0722938626');
    });
    it('given a customer id and a reference but no phone label when extracted then contacts stays empty', () => {
      const s = extractStatement(pdfText(page(1, [
        row(40, [40, 'SOME BANK LIMITED']),
        row(60, [40, 'MR P VAN WYK']),
        row(72, [40, '12 Long Street']),
        row(84, [40, 'Customer ID 267123456789']),
        row(96, [300, 'Reference 0722938626']),
        ...table(120),
      ])));
      assert.equal(s.contacts, '');
    });
    for (const name of ['MS K PILLAY', 'MR P VAN WYK', 'Mrs Thandiwe Nkosi']) {
      it(`given "${name}" at the head of an address block when extracted then it is the holder`, () => {
        const s = extractStatement(pdfText(page(1, [
          row(40, [40, 'SOME BANK LIMITED']),
          row(70, [40, name]),
          row(82, [40, '12 Long Street']),
          row(94, [40, 'Cape Town 8001']),
          row(94, [330, 'Account number 1234567890']),
          ...table(120),
        ])));
        assert.equal(s.name, name);
      });
    }
    it('given an issuer brand printed only in a large letterhead when extracted then it is the company', () => {
      const big = (y: number, x: number, str: string) => [{ str, x, y, width: str.length * 9, height: 18, fontName: 'f2' }];
      const s = extractStatement(pdfText(page(1, [big(40, 40, 'Chiwala Money'), row(70, [40, 'Name: Jane Doe']), row(82, [40, 'Wallet: 0991234567']), ...table(110)])));
      assert.equal(s.company, 'Chiwala Money');
    });
    it('given an issuer brand printed only in the footer when extracted then it is the company', () => {
      const s = extractStatement(pdfText(page(1, [row(60, [40, 'Name: Jane Doe']), row(72, [40, 'Account No: 1234567890']), ...table(100), row(800, [40, 'Cape Card Services']), row(812, [40, 'Page 1 of 1'])])));
      assert.equal(s.company, 'Cape Card Services');
    });
  });
});
