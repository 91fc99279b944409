import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { readPdfText } from '../../../src/pdf/read-pdf-text';
import { buildStatementPdf } from '../../helpers/pdf-builder';
import { rng } from '../../helpers/pdf-statements';

interface Row {
  date: string;
  description: string;
  minor: number;
  balance: number;
}

/** Seeded rows whose balances chain from `opening` (minor units), one day apart from `start`. */
function rows(n: number, seed: number, opening: number, start: string): Row[] {
  const r = rng(seed);
  const out: Row[] = [];
  let bal = opening;
  const t0 = Date.parse(`${start}T00:00:00Z`);
  for (let i = 0; i < n; i++) {
    const credit = r() < 0.4;
    const minor = Math.round((r() < 0.2 ? 100_000_00 : 5_000_00) * (0.05 + r())) * (credit ? 1 : -1);
    bal += minor;
    out.push({
      date: new Date(t0 + i * 86_400_000).toISOString().slice(0, 10),
      description: `${credit ? 'NEFT CR' : 'UPI DR'} ${1000 + i}`,
      minor,
      balance: bal,
    });
  }
  return out;
}

/** 12345678.9 → "1,23,45,678.90" (Indian grouping). */
function lakh(minor: number): string {
  const [int, frac] = (Math.abs(minor) / 100).toFixed(2).split('.');
  const last3 = int!.slice(-3);
  const rest = int!.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest ? `${rest},` : ''}${last3}.${frac}`;
}

/** 1234.5 → "1.234,50" (German). */
const german = (minor: number) =>
  (Math.abs(minor) / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const MONATE = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];

describe('extraction: real-world number and date formats through PDFs', function () {
  this.timeout(60_000);

  it('given a multi-page PDF with lakh grouping, one AMOUNT column, a DR/CR column and balances marked CR/DR when extracted then every row matches', async () => {
    const truth = rows(70, 7, 2_50_000_00, '2025-01-01');
    const pdf = await buildStatementPdf({
      header: ['EXAMPLE BANK OF INDIA LIMITED', 'Account Statement for the period 01/01/2025 to 31/03/2025', 'Currency: INR'],
      columns: [
        { label: 'Date', x: 40, width: 60 },
        { label: 'Narration', x: 105, width: 200 },
        { label: 'Amount', x: 310, width: 80, align: 'right' },
        { label: 'Dr/Cr', x: 400, width: 30 },
        { label: 'Balance', x: 440, width: 110, align: 'right' },
      ],
      rows: truth.map((t) => [
        t.date.split('-').reverse().join('/'),
        t.description,
        lakh(t.minor),
        t.minor < 0 ? 'DR' : 'CR',
        `${lakh(t.balance)} ${t.balance < 0 ? 'DR' : 'CR'}`,
      ]),
      rowsPerPage: 30,
    });
    const s = extractStatement(await readPdfText(new Uint8Array(pdf)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      truth.map((t) => [t.date, Math.abs(t.minor) / 100, t.minor < 0 ? 'debit' : 'credit', t.balance / 100]),
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
    assert.equal(s.currency_code, 'INR');
  });

  it('given a German PDF with spelt months, comma decimals, trailing-minus debits and an IBAN when extracted then every row and the currency match', async () => {
    const truth = rows(40, 11, 3_000_00, '2024-12-10');
    const pdf = await buildStatementPdf({
      header: ['Beispiel Sparkasse', 'Kontoinhaber: Erika Musterfrau', 'IBAN: DE89 3704 0044 0532 0130 00'],
      columns: [
        { label: 'Buchungstag', x: 40, width: 70 },
        { label: 'Verwendungszweck', x: 115, width: 220 },
        { label: 'Betrag', x: 340, width: 90, align: 'right' },
        { label: 'Saldo', x: 440, width: 110, align: 'right' },
      ],
      rows: truth.map((t) => {
        const [y, m, d] = t.date.split('-').map(Number);
        return [
          `${String(d).padStart(2, '0')}. ${MONATE[m! - 1]} ${y}`,
          t.description,
          `${german(t.minor)}${t.minor < 0 ? '-' : '+'}`,
          `${german(t.balance)}${t.balance < 0 ? '-' : ''}`,
        ];
      }),
      rowsPerPage: 25,
    });
    const s = extractStatement(await readPdfText(new Uint8Array(pdf)));
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]),
      truth.map((t) => [t.date, Math.abs(t.minor) / 100, t.minor < 0 ? 'debit' : 'credit', t.balance / 100]),
    );
    assert.deepEqual([s.name, s.currency_code], ['Erika Musterfrau', 'EUR']);
  });
});
