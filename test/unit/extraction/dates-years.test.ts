import assert from 'node:assert/strict';
import { findPeriod, inferYears, readHeaderDates, resolveDates, scanDate } from '../../../src/extraction/dates';

const resolve = (cells: string[], header?: string, order?: 'DMY' | 'MDY') =>
  resolveDates(cells.map(scanDate), { header: header === undefined ? null : readHeaderDates(header), order });

describe('extraction/dates: years and periods', () => {
  it('given a December–January card statement when resolved then December rows take the earlier year and January rows the later', () => {
    const r = resolve(['28 Dec', '30 Dec', '02 Jan', '15 Jan'], 'Statement period: 16 Dec 2024 – 15 Jan 2025');
    assert.deepEqual(r.dates, ['2024-12-28', '2024-12-30', '2025-01-02', '2025-01-15']);
    assert.equal(r.yearSource, 'period');
    assert.deepEqual(r.period, { start: '2024-12-16', end: '2025-01-15' });
  });

  it('given year-less dd/mm rows across a year end when the period is numeric then the years follow the period', () => {
    const r = resolve(['20/12', '31/12', '01/01', '14/01'], 'From 16/12/2024 To 15/01/2025');
    assert.deepEqual(r.dates, ['2024-12-20', '2024-12-31', '2025-01-01', '2025-01-14']);
  });

  it('given newest-first year-less rows across a year end when resolved then each row still gets its own year', () => {
    assert.deepEqual(resolve(['Jan 15', 'Jan 02', 'Dec 30', 'Dec 28'], 'Period: Dec 16, 2024 - Jan 15, 2025').dates, [
      '2025-01-15',
      '2025-01-02',
      '2024-12-30',
      '2024-12-28',
    ]);
  });

  it('given a period longer than a year when year-less rows repeat a month then each takes the year its neighbours say, oldest or newest first', () => {
    const header = 'Period: 01/01/2024 - 31/03/2025';
    assert.deepEqual(resolve(['05 Jan', '20 Jun', '15 Dec', '05 Jan', '31 Mar'], header).dates, [
      '2024-01-05',
      '2024-06-20',
      '2024-12-15',
      '2025-01-05',
      '2025-03-31',
    ]);
    assert.deepEqual(resolve(['31 Mar', '05 Jan', '15 Dec', '20 Jun', '05 Jan'], header).dates, [
      '2025-03-31',
      '2025-01-05',
      '2024-12-15',
      '2024-06-20',
      '2024-01-05',
    ]);
  });

  it('given the opening and closing balances each printed "as of" their own date when resolved then those dates are the period, not the first one a statement date', () => {
    // Read as a statement date, the opening balance's 01.10.2025 put October's rows in 2024.
    const header = ['Balance as of 01.10.2025:   15.320,00 €', 'Balance as of 31.10.2025:   14.470,04 €', 'Download date:   2025-10-31'].join('\n');
    const r = resolve(['2 okt', '15 okt', '29 okt'], header);
    assert.deepEqual(r.dates, ['2025-10-02', '2025-10-15', '2025-10-29']);
    assert.equal(r.yearSource, 'period');
    assert.deepEqual(r.period, { start: '2025-10-01', end: '2025-10-31' });
    // One balance date alone is the statement's date, as before.
    assert.equal(readHeaderDates('Balance as of 31.10.2025: 14.470,04').period, null);
  });

  it('given only a statement date or a payment due date when resolved then rows fall in the year up to it', () => {
    const table: Array<[string, string]> = [
      ['Statement date: 15/01/2025', 'statement_date'],
      ['Payment Due Date: 05 Feb 2025', 'due_date'],
      ["Date d'arrêté : 15/01/2025", 'statement_date'],
      ['Data de vencimento: 05/02/2025', 'due_date'],
      ['Date limite de paiement 05/02/2025', 'due_date'],
      ['Tarehe ya taarifa: 15/01/2025', 'statement_date'],
    ];
    for (const [header, source] of table) {
      const r = resolve(['20 Dec', '02 Jan'], header);
      assert.deepEqual(r.dates, ['2024-12-20', '2025-01-02'], header);
      assert.equal(r.yearSource, source, header);
    }
  });

  it('given no period but a full date elsewhere in the document when resolved then the year comes from it', () => {
    const r = resolve(['20 Dec', '02 Jan'], 'Printed 10/01/2025');
    assert.deepEqual(r.dates, ['2024-12-20', '2025-01-02']);
    assert.equal(r.yearSource, 'document');
    // A row printing a year is enough too.
    assert.deepEqual(resolve(['30 Dec 2024', '02 Jan']).dates, ['2024-12-30', '2025-01-02']);
    // An old date in the header (customer since, birth date) does not pull the rows back.
    assert.deepEqual(resolve(['20 Dec', '02 Jan'], 'Customer since 14/03/2015   Date of birth 02/02/1990\nPrinted 10/01/2025').dates, [
      '2024-12-20',
      '2025-01-02',
    ]);
  });

  it('given only a print date months after the rows when resolved then no row is dated after it', () => {
    const r = resolve(['01 Sep', '15 Dec', '20 Feb'], 'Page 1 of 3    10/03/2025');
    assert.deepEqual(r.dates, ['2024-09-01', '2024-12-15', '2025-02-20']);
    assert.equal(r.yearSource, 'document');
  });

  it('given year-less dates and nothing that prints a year when resolved then no year is guessed and a warning says so', () => {
    const r = resolve(['20 Dec', '02 Jan'], 'Account 0123456789');
    assert.deepEqual(r.dates, [null, null]);
    assert.equal(r.yearSource, 'none');
    assert.match(r.warnings.join(' '), /2 dates print no year/);
  });

  it('given a 29 February without a year when the period says 2024 then it resolves, and in a non-leap window it is null', () => {
    assert.deepEqual(resolve(['29/02'], 'Period: 01/02/2024 - 29/02/2024').dates, ['2024-02-29']);
    assert.deepEqual(inferYears([[29, 2]], { periodStart: '2023-02-01', periodEnd: '2023-02-28' }).years, [null]);
  });

  it('given period lines in English, French, Portuguese and Swahili when read then start and end are found', () => {
    const table: Array<[string, string, string]> = [
      ['Statement period: 01 Dec 2024 – 31 Jan 2025', '2024-12-01', '2025-01-31'],
      ['From 01/12/2024 To 31/01/2025', '2024-12-01', '2025-01-31'],
      ['Period 2024-12-01 - 2025-01-31', '2024-12-01', '2025-01-31'],
      ['Du 01/12/2024 au 31/01/2025', '2024-12-01', '2025-01-31'],
      ['Période du 1er décembre 2024 au 31 janvier 2025', '2024-12-01', '2025-01-31'],
      ['Relevé du 01.12.2024 au 31.01.2025', '2024-12-01', '2025-01-31'],
      ['De 01/12/2024 a 31/01/2025', '2024-12-01', '2025-01-31'],
      ['Período: 01 dez 2024 até 31 jan 2025', '2024-12-01', '2025-01-31'],
      ['Período: 3 de fevereiro de 2025 a 28 de fevereiro de 2025', '2025-02-03', '2025-02-28'],
      ['Kuanzia 01 Desemba 2024 hadi 31 Januari 2025', '2024-12-01', '2025-01-31'],
      ['Statement Period 01 Dec to 31 Dec 2024', '2024-12-01', '2024-12-31'],
      ['Period: 16 Dec - 15 Jan 2025', '2024-12-16', '2025-01-15'],
      ['Start Date: 01/12/2024   End Date: 31/01/2025', '2024-12-01', '2025-01-31'],
      ['Period: 01/02/2024 10:00 - 29/02/2024 18:00', '2024-02-01', '2024-02-29'],
      ['Statement Period: Dec 1, 2024 through Jan 31, 2025', '2024-12-01', '2025-01-31'],
      ['Period: 01-Dec-2024 to 31-Jan-2025', '2024-12-01', '2025-01-31'],
      ['From: 01/12/2024\nTo: 31/01/2025', '2024-12-01', '2025-01-31'],
      ['Période : du 01/12/2024 au 31/01/2025', '2024-12-01', '2025-01-31'],
      ['Kipindi: 01/12/2024 - 31/01/2025', '2024-12-01', '2025-01-31'],
      ['Statement for December 2024', '2024-12-01', '2024-12-31'],
      ['Période : février 2024', '2024-02-01', '2024-02-29'],
      ['Extrato do mês de Janeiro 2025', '2025-01-01', '2025-01-31'],
      ['Taarifa ya mwezi Desemba 2024', '2024-12-01', '2024-12-31'],
      ['Name: KWAME OWUSU   From: 02-May-2024\nWallet Number: 233241234567   To: 31-Jul-2024', '2024-05-02', '2024-07-31'],
      ['Date de début : 01/12/2024   Solde initial 1 000,00\nDate de fin : 31/01/2025', '2024-12-01', '2025-01-31'],
    ];
    for (const [text, start, end] of table) assert.deepEqual(findPeriod(text), { start, end }, text);
  });

  it('given a header with a statement date and a due date but no range when read then neither is a period', () => {
    const h = readHeaderDates('Statement Date 15/01/2025    Payment Due Date 05/02/2025\nCredit limit 50,000.00');
    assert.equal(h.period, null);
    const r = resolveDates([], { header: h });
    assert.deepEqual([r.statementDate, r.dueDate], ['2025-01-15', '2025-02-05']);
  });

  it('given a labelled range after an unlabelled one when read then the labelled period wins', () => {
    assert.deepEqual(findPeriod('Offer valid 01/01/2024 - 31/12/2026\nStatement period: 01/12/2024 to 31/12/2024'), {
      start: '2024-12-01',
      end: '2024-12-31',
    });
  });

  it('given a header padded with long runs of blanks between dates when read then it is read in linear time', () => {
    const text = `Period: 01 Jan 2024${' '.repeat(20000)}x${' '.repeat(20000)}31 Jan 2024`.repeat(3);
    const t0 = performance.now();
    assert.equal(readHeaderDates(text).period, null);
    assert.ok(performance.now() - t0 < 200, `${performance.now() - t0} ms`);
  });

  it('given a period that is month-first by its own numbers when read then the table dates do not change it', () => {
    const r = resolve(['2024-12-05', '2024-12-20'], 'Period: 12/01/2024 - 12/31/2024');
    assert.deepEqual(r.period, { start: '2024-12-01', end: '2024-12-31' });
  });
});

describe('extraction/dates: the printed period settles what the rows cannot', () => {
  it('given month-first year-less rows that never pass 12 and a January period when resolved then they are January, not two months late', () => {
    const r = resolveDates(['01/03', '01/07', '01/10', '02/01'].map(scanDate), {
      header: readHeaderDates('Statement period: January 2, 2025 to February 1, 2025'),
    });
    assert.deepEqual([r.order, r.orderEvidence], ['MDY', 'period']);
    assert.deepEqual(r.dates, ['2025-01-03', '2025-01-07', '2025-01-10', '2025-02-01']);
  });

  it('given day-first year-less rows across a year end and a spelt period when resolved then December takes the earlier year', () => {
    const r = resolveDates(['20/12', '02/01', '03/01'].map(scanDate), {
      header: readHeaderDates('Period: 15 Dec 2024 to 14 Jan 2025'),
      order: 'MDY',
    });
    assert.deepEqual(r.dates, ['2024-12-20', '2025-01-02', '2025-01-03']);
    assert.equal(r.yearSource, 'period');
  });

  it('given a stray print code that looks day-first when the period only runs forward month-first then the header is month-first', () => {
    const r = resolveDates(['01/11', '01/20', '02/03'].map(scanDate), {
      header: readHeaderDates('D 10 N Z 04 26/02/04 Page 1 of 3\nOpening/Closing Date 01/05/26 - 02/04/26\nPayment Due Date 03/01/26'),
    });
    assert.deepEqual(r.period, { start: '2026-01-05', end: '2026-02-04' });
    assert.equal(r.dueDate, '2026-03-01');
    assert.deepEqual(r.dates, ['2026-01-11', '2026-01-20', '2026-02-03']);
  });

  it('given full dates whose values decide when a period is printed then the values still win', () => {
    const r = resolveDates(['13/01/2025', '02/01/2025'].map(scanDate), { header: readHeaderDates('Period: 01/01/2025 to 31/01/2025') });
    assert.deepEqual([r.order, r.orderEvidence], ['DMY', 'values']);
  });
});

describe('extraction/dates: periods printed in German, Dutch, Afrikaans and Spanish', () => {
  const cases: Array<[string, string, string]> = [
    ['Kontoauszug vom 01.03.2025 bis 31.03.2025', '2025-03-01', '2025-03-31'],
    ['Periode: 1 mrt 2025 tot en met 31 mrt 2025', '2025-03-01', '2025-03-31'],
    ['Tydperk 1 Desember 2024 tot 31 Januarie 2025', '2024-12-01', '2025-01-31'],
    ['Periodo del 1 de enero de 2025 al 31 de enero de 2025', '2025-01-01', '2025-01-31'],
  ];
  for (const [text, start, end] of cases)
    it(`given "${text}" when read then the period is ${start} to ${end}`, () => {
      assert.deepEqual(findPeriod(text), { start, end });
    });
});
