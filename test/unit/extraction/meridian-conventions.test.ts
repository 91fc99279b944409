import assert from 'node:assert/strict';
import { balanceLabels, isBalanceRow, isOpeningRow } from '../../../src/extraction/balance-rows';
import { currencyCode, findCurrency } from '../../../src/extraction/currency';
import { scanDate } from '../../../src/extraction/dates';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { findIssuerName } from '../../../src/extraction/issuer-name';
import { pageLines } from '../../../src/extraction/layout';
import { genericProfile } from '../../../src/extraction/profiles/generic';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);
const ymd = (text: string) => {
  const p = scanDate(text);
  return p ? [p.year, p.b, p.a] : null;
};

/** Glyph clusters of a right-to-left word as a PDF writer places them: left to right on the page, each cluster's text in reading order. */
function rtlGlyphs(y: number, right: number, clusters: string[], w = 4): PdfTextItem[] {
  return clusters.map((c, i) => ({ str: c, x: right - (i + 1) * w, y, width: w, height: 8, fontName: 'f1' }));
}

/**
 * Conventions the meridian families (test/fixtures/layouts/meridian) exposed, each on hand-built text: dates
 * written with units or in the Buddhist era, month names in more languages, a bare `$` or `¥` read for the
 * country the header names, Arabic glyph runs placed from the right, caseless issuers, honorifics, and a header
 * word of another script heading a column of its own.
 */
describe('extraction: meridian conventions', () => {
  it('given dates written with units, in the Buddhist era and with Indonesian, Turkish, Polish and Italian months when scanned then each is its Gregorian day', () => {
    assert.deepEqual(ymd('2025年03月04日'), [2025, 3, 4]);
    assert.deepEqual(ymd('2025년 3월 4일 14:22'), [2025, 3, 4]);
    assert.deepEqual(ymd('04/01/2568'), [2025, 1, 4]);
    assert.deepEqual(ymd('04 Agu 2025'), [2025, 8, 4]);
    assert.deepEqual(ymd('02 Okt 2025'), [2025, 10, 2]);
    assert.deepEqual(ymd('15 Ağustos 2025'), [2025, 8, 15]);
    assert.deepEqual(ymd('3 paź 2025'), [2025, 10, 3]);
    assert.deepEqual(ymd('7 giu 2025'), [2025, 6, 7]);
    // A year that is neither Gregorian nor Buddhist-era is no date.
    assert.equal(scanDate('04/01/2700'), null);
  });

  it('given balance labels in Japanese, Chinese, Thai, Korean and Arabic (in either word order) when matched then they are balance lines; Latin labels keep their word edges', () => {
    for (const t of ['前月繰越残高', '期初余额', 'ยอดยกมา', '전월이월', 'الرصيد الافتتاحي', 'الافتتاحي الرصيد']) assert.ok(isOpeningRow(t), t);
    for (const t of ['次月繰越', '期末余额', 'الرصيد الختامي']) assert.ok(isBalanceRow(t) && !isOpeningRow(t), t);
    assert.deepEqual(balanceLabels('前月繰越 286,540'), [{ kind: 'opening', end: 4 }]);
    assert.ok(isOpeningRow('Opening balance'));
    assert.ok(!isOpeningRow('Reopening fee'));
    assert.ok(!isBalanceRow('Disclosing agent'));
  });

  it('given a bare $ when the header names Canada, Mexico or nothing then it is CAD, MXN or USD; ¥ is yuan only where China is named', () => {
    const code = (header: string) => findCurrency({ currency: '' }, null, header, genericProfile, '$1,234.56').currency_code;
    assert.equal(code('Fraser Valley Credit Union\n2210 Kingsway\nVancouver, BC V5N 2T7'), 'CAD');
    assert.equal(code('Banco del Bajío\nCLABE 030 225 0168369839 7'), 'MXN');
    assert.equal(code('Albuquerque, New Mexico 87101'), 'USD');
    assert.equal(code('First Federal Savings'), 'USD');
    assert.equal(findCurrency({ currency: '' }, null, '长江银行 期初余额 ¥23,418.56', genericProfile).currency_code, 'CNY');
    assert.equal(findCurrency({ currency: '' }, null, 'さくら銀行 残高 ¥23,418', genericProfile).currency_code, 'JPY');
    for (const [printed, iso] of [
      ['NT$1,200', 'TWD'],
      ['HK$1,200.00', 'HKD'],
      ['A$12.50', 'AUD'],
      ['C$12.50', 'CAD'],
      ['NZ$ 9.00', 'NZD'],
      ['US$5.00', 'USD'],
      ['R$ 1.234,56', 'BRL'],
    ])
      assert.equal(findCurrency({ currency: '' }, null, `Balance ${printed}`, genericProfile).currency_code, iso, printed);
    assert.equal(currencyCode('人民币'), 'CNY');
    assert.equal(currencyCode('บาท'), 'THB');
  });

  it('given a bare $ and a header naming no country when most rows name one by its ISO code then that country decides; mixed or few rows leave USD', () => {
    const code = (narrations: string[]) =>
      findCurrency({ currency: '' }, null, 'Murray River Bank', genericProfile, '$612.40 CR', { narrations, share: 0.2 }).currency_code;
    const aus = ['COLES 0745 MILDURA VIC AUS Card xx5557', 'BP EXPRESS ALBURY NSW AUS Card xx5386', 'Fast Transfer From K NGUYEN', 'ATM Withdrawal'];
    assert.equal(code(aus), 'AUD');
    assert.equal(code([...aus, 'AMAZON SEATTLE WA USA', 'HOTEL VANCOUVER BC CAN']), 'USD');
    assert.equal(code(['ATM Withdrawal', 'Salary', 'Rent', 'Coffee', 'COLES MILDURA VIC AUS']), 'AUD');
    assert.equal(code(['ATM Withdrawal', 'Salary', 'Rent', 'Coffee', 'Groceries', 'Fuel', 'COLES MILDURA VIC AUS']), 'USD');
  });

  it('given an Arabic word drawn as glyph clusters in visual order with presentation forms when laid out then it reads as the word in reading order', () => {
    // الرصيد as Chromium draws it: ﺪ ﻴ ﺻ ﺮ ﻟ ا from left to right.
    const [line] = pageLines(page(1, [rtlGlyphs(50, 100, ['ا', 'ﻟ', 'ﺮ', 'ﺻ', 'ﻴ', 'ﺪ'])]));
    assert.equal(line!.words.length, 1);
    assert.equal(line!.words[0]!.text, 'الرصيد');
    // A right-to-left item of two words: its first word is its rightmost.
    const [two] = pageLines(page(1, [[{ str: 'مصرف نجد', x: 100, y: 60, width: 40, height: 8, fontName: 'f1' }]]));
    assert.deepEqual(
      two!.words.map((w) => w.text),
      ['نجد', 'مصرف'],
    );
  });

  it('given letterheads in Chinese, Thai and Arabic when the issuer is read then the word holding the institution word, or it with the name after it, is the issuer', () => {
    const issuer = (...texts: PdfTextItem[][]) => findIssuerName({ top: pageLines(page(1, texts)), bottom: [] });
    assert.equal(issuer(row(30, [40, '长江银行']), row(50, [40, '个人账户对账单'])), '长江银行');
    assert.equal(issuer(row(30, [40, 'ธนาคารเจ้าพระยา จำกัด (มหาชน)'])), 'ธนาคารเจ้าพระยา');
    assert.equal(issuer([{ str: 'مصرف نجد', x: 500, y: 30, width: 40, height: 8, fontName: 'f1' }]), 'مصرف نجد');
  });

  it('given a Korean statement whose holder, account and branch column print without colons when extracted then the fields and rows are read', () => {
    const r = (y: number, d: string, desc: string, dr: string, cr: string, bal: string) =>
      row(y, [40, d], [130, desc], [360, dr, 'right'], [430, cr, 'right'], [505, bal, 'right'], [512, '인터넷']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, '한강은행']),
          row(50, [40, '예금주'], [70, '김민준'], [110, '계좌번호'], [150, '426-704-732641']),
          row(70, [40, '거래일시'], [130, '적요'], [330, '출금액'], [400, '입금액'], [490, '잔액'], [512, '거래점']),
          r(85, '2025.07.01 09:00:00', '체크카드 이마트', '10,000', '0', '990,000'),
          r(97, '2025.07.02 10:00:00', '타행입금 박지호', '0', '50,000', '1,040,000'),
          r(109, '2025.07.03 11:00:00', 'ATM출금', '40,000', '0', '1,000,000'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-07-01', 10000, 'debit', 990000],
      ['2025-07-02', 50000, 'credit', 1040000],
      ['2025-07-03', 40000, 'debit', 1000000],
    ]);
    assert.equal(s.name, '김민준');
    assert.equal(s.account, '426-704-732641');
    assert.equal(s.company, '한강은행');
  });

  it('given a bilingual header (Date 日期 | Description | Deposit 存入 | Withdrawal 支出 | Balance 結餘) when extracted then each translation is its column, not a second one', () => {
    const r = (y: number, d: string, desc: string, cr: string, dr: string, bal: string) =>
      row(y, [40, d], [120, desc], [390, cr, 'right'], [470, dr, 'right'], [550, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, 'HARBOUR BANK LIMITED']),
          row(
            60,
            [40, 'Date'],
            [63, '日期'],
            [120, 'Description'],
            [330, 'Deposit'],
            [364, '存入'],
            [410, 'Withdrawal'],
            [456, '支出'],
            [500, 'Balance'],
            [534, '結餘'],
          ),
          r(75, '02 Dec 2025', 'OPENING BALANCE', '', '', '1,000.00'),
          r(87, '03 Dec 2025', 'SALARY', '2,000.00', '', '3,000.00'),
          r(99, '04 Dec 2025', 'RENT', '', '1,500.00', '1,500.00'),
          r(111, '05 Dec 2025', 'OCTOPUS TOP UP', '', '200.00', '1,300.00'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-12-03', 2000, 'credit', 3000],
      ['2025-12-04', 1500, 'debit', 1500],
      ['2025-12-05', 200, 'debit', 1300],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a Japanese header that names the holder only before 様 when extracted then the holder is read', () => {
    const r = (y: number, d: string, desc: string, dr: string, cr: string, bal: string) =>
      row(y, [40, d], [130, desc], [360, dr, 'right'], [430, cr, 'right'], [520, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [40, '関東信用金庫']),
          row(50, [40, 'スズキ マサト 様']),
          row(70, [40, '取引日'], [130, '摘要'], [340, '出金'], [410, '入金'], [500, '残高']),
          r(85, '2025年05月07日', 'デビット イオン', '13,255', '', '263,285'),
          r(97, '2025年05月08日', '振込 ハヤシ ナオ', '', '20,000', '283,285'),
          r(109, '2025年05月09日', 'ATM 出金', '10,000', '', '273,285'),
        ]),
      ),
    );
    assert.equal(s.name, 'スズキ マサト');
    assert.equal(s.company, '関東信用金庫');
    assert.equal(s.transactions.length, 3);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
