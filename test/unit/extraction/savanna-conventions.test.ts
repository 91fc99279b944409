import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { findIssuerName } from '../../../src/extraction/issuer-name';
import { pageLines } from '../../../src/extraction/layout';
import { readHeaderFields } from '../../../src/extraction/metadata';
import { genericProfile } from '../../../src/extraction/profiles';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

/**
 * Conventions the savanna families (test/fixtures/layouts/savanna) exposed, each on hand-built text: a wallet
 * table with counterparty and fee columns and the balance printed before and after each movement, a business
 * till's holder and account labels, and an issuer named just before a regulator's notice.
 */
describe('extraction: savanna conventions', () => {
  it('given FROM/TO, FEES and BAL BEFORE / BAL AFTER columns around an unsigned AMOUNT when extracted then BAL AFTER is the balance and each direction follows from it', () => {
    const r = (y: number, d: string, from: string, to: string, type: string, amt: string, before: string, after: string) =>
      row(
        y,
        [30, d],
        [110, from],
        [180, to],
        [250, type],
        [380, amt, 'right'],
        [420, '0.00', 'right'],
        [490, before, 'right'],
        [560, after, 'right'],
      );
    const s = extractStatement(
      pdfText(
        page(1, [
          row(30, [30, 'MTN Mobile Money']),
          row(44, [30, 'Account Holder: AKOSUA MENSAH']),
          row(
            70,
            [30, 'TRANSACTION DATE'],
            [110, 'FROM ACCT'],
            [180, 'TO ACCT'],
            [250, 'TRANS. TYPE'],
            [350, 'AMOUNT'],
            [400, 'FEES'],
            [450, 'BAL BEFORE'],
            [520, 'BAL AFTER'],
          ),
          r(84, '01-Mar-2024 07:40', '233240596444', '233241901521', 'TRANSFER', '665.43', '412.35', '1,077.78'),
          r(96, '01-Mar-2024 11:58', '233241901521', 'MTN MOMO', 'CASH_OUT', '180.00', '1,077.78', '897.78'),
          r(108, '01-Mar-2024 14:00', 'MTN MOMO', '233241901521', 'CASH_IN', '760.00', '897.78', '1,657.78'),
          r(120, '02-Mar-2024 01:34', '233241901521', 'MTN MOMO', 'E-LEVY', '15.92', '1,657.78', '1,641.86'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2024-03-01', 665.43, 'credit', 1077.78],
      ['2024-03-01', 180, 'debit', 897.78],
      ['2024-03-01', 760, 'credit', 1657.78],
      ['2024-03-02', 15.92, 'debit', 1641.86],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it("given a business till's Organization Name and Till Number when read then they are the holder and the account", () => {
    const lines = (...l: PdfTextItem[][]) => readHeaderFields(pageLines(page(1, l)), genericProfile);
    const f = lines(row(48, [30, 'Organization Name'], [120, 'BARAKA HARDWARE LTD']), row(58, [30, 'Till Number'], [120, '5615637']));
    assert.deepEqual([f.name, f.account], ['BARAKA HARDWARE LTD', '5615637']);
    const g = lines(row(48, [30, 'Business Name:'], [120, 'TUMAINI CHEMIST']), row(58, [30, 'Paybill Number:'], [120, '888880']));
    assert.deepEqual([g.name, g.account], ['TUMAINI CHEMIST', '888880']);
  });

  it("given a legal name set just before a regulator's notice when the issuer is read then it is that name; a notice alone names nobody", () => {
    const issuer = (footer: string) =>
      findIssuerName({ top: pageLines(page(1, [row(30, [30, 'kuda.'])])), bottom: pageLines(page(1, [row(800, [30, footer])])) });
    assert.equal(
      issuer('Kuda Microfinance Bank Limited, licensed by the Central Bank of Nigeria. Deposits insured by NDIC.'),
      'Kuda Microfinance Bank Limited',
    );
    assert.equal(issuer('Savanna Bank Ltd is regulated by the Central Bank of Kenya'), 'Savanna Bank Ltd');
    assert.equal(issuer('Licensed by the Central Bank of Nigeria as a microfinance bank'), '');
  });
});
