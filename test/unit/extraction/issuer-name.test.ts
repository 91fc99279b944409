import assert from 'node:assert/strict';
import { findIssuerName } from '../../../src/extraction/issuer-name';
import { pageLines } from '../../../src/extraction/layout';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, row } from '../../helpers/pdf-text';

const linesOf = (...lines: PdfTextItem[][]) => pageLines(page(1, lines));
const issuer = (top: string[], bottom: string[] = []) =>
  findIssuerName({
    top: linesOf(...top.map((t, i) => row(40 + i * 12, [40, t]))),
    bottom: linesOf(...bottom.map((t, i) => row(700 + i * 12, [40, t]))),
  });

describe('extraction/issuer-name', () => {
  it('given legal names in the letterhead when read then the name is returned as printed, legal form included', () => {
    const table: Array<[string, string]> = [
      ['Lagos Trust Bank Plc', 'Lagos Trust Bank Plc'],
      ['KILIMANJARO COMMERCIAL BANK LTD.', 'KILIMANJARO COMMERCIAL BANK LTD.'],
      ['Banco Austral, S.A.', 'Banco Austral, S.A.'.replace(',', '')],
      ['Capitec Bank (Pty) Ltd', 'Capitec Bank (Pty) Ltd'],
      ['Unity Microfinance Bank MFB', 'Unity Microfinance Bank MFB'],
      ['Caisse Mutuelle du Sud SARL', 'Caisse Mutuelle du Sud SARL'],
    ];
    for (const [line, want] of table) assert.equal(issuer([line]), want, line);
  });

  it('given only an institution phrase without a legal form when read then the capitalised run around it is the issuer', () => {
    for (const [line, want] of [
      ['Benki ya Wakulima', 'Benki ya Wakulima'],
      ['Ukulima Sacco', 'Ukulima Sacco'],
      ['Banque Atlantique', 'Banque Atlantique'],
      ['Airtel Money', 'Airtel Money'],
      ['KILELE PESA', 'KILELE PESA'],
      ['Volta Savings & Loans', 'Volta Savings & Loans'],
    ]) {
      assert.equal(issuer([line]), want, line);
    }
  });

  it('given "issued by" in any of the four languages when read then that name wins over letterhead brands', () => {
    const table: Array<[string, string]> = [
      ['This statement is issued by Pearl Mobile Financial Services Limited, Kampala.', 'Pearl Mobile Financial Services Limited'],
      ['Relevé émis par Banque du Sahel S.A. Dakar', 'Banque du Sahel S.A.'],
      ['Extrato emitido por Banco Austral. Obrigado.', 'Banco Austral.'.replace(/\.$/, '')],
      ['Taarifa hii imetolewa na Benki ya Wakulima', 'Benki ya Wakulima'],
    ];
    for (const [line, want] of table) assert.equal(issuer(['Chipper Wallet Bank'], [line]), want, line);
  });

  it('given lines that are transaction rows when read then a narration naming a bank is not the issuer', () => {
    const top = linesOf(
      row(40, [40, '05/01/2024'], [110, 'TRANSFER TO ACME BANK LTD'], [400, '1,000.00']),
      row(52, [40, '06/01/2024'], [110, 'ATM'], [400, '20.00']),
    );
    assert.equal(findIssuerName({ top, bottom: [] }), '');
  });

  it('given the legal name only as the subject of a regulator notice when read then the subject is the issuer', () => {
    assert.equal(
      issuer(['SAVANNA'], ['Page 1 of 2   Savanna Commercial Bank Ltd is regulated by the Central Bank of Kenya']),
      'Savanna Commercial Bank Ltd',
    );
    assert.equal(issuer(['acaciapay'], ['Acacia Pay Limited · Licensed by the CBN as a Mobile Money Operator · Page 1 of 3']), 'Acacia Pay Limited');
    assert.equal(issuer([], ['Banque du Sahel S.A. est agréée par la BCEAO']), 'Banque du Sahel S.A.');
  });

  it('given summary labels built from institution words when read then they are not the issuer', () => {
    assert.equal(issuer(['Opening Balance   Money In   Money Out   Closing Balance']), '');
    assert.equal(issuer(['Savings Account   Savings Interest Rate']), '');
  });

  it('given a business holder with a legal name above a bank letterhead without one when read then the bank is the issuer', () => {
    assert.equal(issuer(['ACME TRADING LTD', 'P.O. Box 1, Nairobi', 'Highland Bank']), 'Highland Bank');
    assert.equal(issuer(['Safaricom PLC', 'M-PESA Statement']), 'Safaricom PLC');
    assert.equal(issuer(['SEND MONEY    1,000.00', 'Safaricom PLC']), 'Safaricom PLC', 'a summary row naming money is no brand');
  });

  it('given regulator notices and customer fields when read then they are never the issuer', () => {
    assert.equal(issuer(['Licensed by the Central Bank of Kenya', 'Employer: ACME LOGISTICS LTD']), '');
  });
});
