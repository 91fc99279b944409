import assert from 'node:assert/strict';
import { findPrintedCurrency } from '../../../src/extraction/currency';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { findIssuerName } from '../../../src/extraction/issuer-name';
import { pageLines } from '../../../src/extraction/layout';
import { readHeaderFields } from '../../../src/extraction/metadata';
import { genericProfile } from '../../../src/extraction/profiles';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

const fieldsOf = (...lines: PdfTextItem[][]) => readHeaderFields(pageLines(page(1, lines)), genericProfile);
const linesOf = (...lines: PdfTextItem[][]) => pageLines(page(1, lines));

/** Date | Description | Debit | Credit | Balance with two rows, below y=300. */
const TABLE = [
  row(300, [40, 'Date'], [110, 'Description'], [360, 'Debit', 'right'], [430, 'Credit', 'right'], [520, 'Balance', 'right']),
  row(315, [40, '01/02/2024'], [110, 'NIP TRF FROM AMINA BELLO/GTBANK'], [430, '1,000.00', 'right'], [520, '1,500.00', 'right']),
  row(327, [40, '03/02/2024'], [110, 'Rent'], [360, '700.00', 'right'], [520, '800.00', 'right']),
];

describe('extraction/metadata', () => {
  it('given two label/value columns on one line when read then each value stops at the next label, known or not', () => {
    const f = fieldsOf(
      row(80, [36, 'Name:'], [68, 'NWOSU EMEKA PAUL'], [316, 'Account No.:'], [372, '2076245549']),
      row(92, [36, 'Currency:'], [80, 'NGN - NAIRA'], [316, 'BVN:'], [339, '22318877408']),
    );
    assert.deepEqual([f.name, f.account, f.currency], ['NWOSU EMEKA PAUL', '2076245549', 'NGN']);
    const g = fieldsOf(row(92, [30, 'Currency:'], [110, 'GHS'], [330, 'Opening Balance:'], [410, '640.50']));
    assert.equal(g.currency, 'GHS');
  });

  it('given a colon inside a value (a time) when read then the value is not cut there', () => {
    assert.equal(fieldsOf(row(80, [36, 'Period:'], [80, '01/02/2024 10:00 - 29/02/2024 18:00'])).period, '01/02/2024 10:00 - 29/02/2024 18:00');
  });

  it('given a branded label ("Airtel Money Number") with its value in a separate ": 0701…" item when read then it is the account and the phone', () => {
    const f = fieldsOf(row(98, [36, 'Airtel Money Number'], [140, ': 0701308505']), row(110, [36, 'Account Name'], [140, ': NAMUTEBI RITAH']));
    assert.deepEqual([f.account, f.contacts, f.name], ['0701308505', '0701308505', 'NAMUTEBI RITAH']);
  });

  it('given the issuer letterhead "Tel:" above the customer "Phone:" when read then the customer phone wins', () => {
    const f = fieldsOf(
      row(60, [40, 'Head Office: Highland Towers, Nairobi | Tel: +254 20 555 0100']),
      row(108, [40, 'Account Name:'], [120, 'ACHIENG BEATRICE']),
      row(134, [40, 'Phone:'], [120, '0752103931']),
    );
    assert.equal(f.contacts, '0752103931');
  });

  it('given only the letterhead prints a phone when read then it is still used', () => {
    assert.equal(fieldsOf(row(60, [40, 'Tel: +254 20 555 0100']), row(108, [40, 'Account Name:'], [120, 'ACHIENG'])).contacts, '+254 20 555 0100');
  });

  it('given a letterhead with a legal form when the issuer is read then the printed name wins over bare "… Bank" phrases and regulators', () => {
    assert.equal(
      findIssuerName({
        top: linesOf(row(40, [40, 'NIGER DELTA BANK'], [447, 'STATEMENT OF ACCOUNT']), row(55, [40, 'Niger Delta Bank Limited'])),
        bottom: [],
      }),
      'Niger Delta Bank Limited',
    );
    assert.equal(
      findIssuerName({
        top: linesOf(row(40, [40, 'Lagos Trust Bank Plc']), row(55, [40, 'RC 125099 | Licensed by the Central Bank of Nigeria'])),
        bottom: [],
      }),
      'Lagos Trust Bank Plc',
    );
    assert.equal(
      findIssuerName({ top: linesOf(row(40, [126, 'UKULIMA SAVINGS AND CREDIT CO-OPERATIVE SOCIETY LTD'])), bottom: [] }),
      'UKULIMA SAVINGS AND CREDIT CO-OPERATIVE SOCIETY LTD',
    );
    assert.equal(findIssuerName({ top: linesOf(row(40, [40, 'Banque du Sahel S.A.'])), bottom: [] }), 'Banque du Sahel S.A.');
  });

  it('given the legal name only in the page footer when the issuer is read then the footer beats a letterhead brand', () => {
    const name = findIssuerName({
      top: linesOf(row(28, [30, 'MTN MoMo'], [683, 'Mobile Money Statement'])),
      bottom: linesOf(row(574, [30, 'MTN Mobile Money Limited - Page 1 of 2'])),
    });
    assert.equal(name, 'MTN Mobile Money Limited');
  });

  it('given a customer field holding a company name when the issuer is read then it is not the issuer', () => {
    assert.equal(findIssuerName({ top: linesOf(row(40, [40, 'Employer: ACME LOGISTICS LTD'])), bottom: [] }), '');
  });

  it('given a Nigerian bank whose rows mention GTBANK when extracted then no GTBank profile and the printed issuer', () => {
    for (const [d1, d2] of [
      ['01/02/2024', '03/02/2024'],
      ['13-DEC-23', '14-DEC-23'],
      ['13 Dec 2023', '14 Dec 2023'],
    ]) {
      const table = [
        row(300, [40, 'Date'], [110, 'Description'], [360, 'Debit', 'right'], [430, 'Credit', 'right'], [520, 'Balance', 'right']),
        row(315, [40, d1], [110, 'NIP TRF FROM AMINA BELLO/GTBANK'], [430, '1,000.00', 'right'], [520, '1,500.00', 'right']),
        row(327, [40, d2], [110, 'Rent'], [360, '700.00', 'right'], [520, '800.00', 'right']),
      ];
      const s = extractStatement(pdfText(page(1, [row(40, [40, 'Niger Delta Bank Limited']), row(80, [40, 'Name:'], [80, 'EZE NGOZI']), ...table])));
      assert.equal(s.profile, 'generic', d1);
      assert.equal(s.company, 'Niger Delta Bank Limited');
    }
  });

  it('given a profile issuer that prints its legal name when extracted then the printed name is the company', () => {
    const s = extractStatement(pdfText(page(1, [row(40, [40, 'Guaranty Trust Bank (Ghana) Limited']), ...TABLE])));
    assert.equal(s.profile, 'gtbank-ng');
    assert.equal(s.company, 'Guaranty Trust Bank (Ghana) Limited');
  });

  it('given a currency printed only as a symbol when looked up then it maps to its ISO code', () => {
    for (const [text, code] of [
      ['Balance $ 1,200.00', 'USD'],
      ['₦ 5,000.00', 'NGN'],
      ['KSh 300', 'KES'],
      ['TSh 9,000', 'TZS'],
      ['USh 9,000', 'UGX'],
      ['GH₵ 12.00', 'GHS'],
      ['€ 5,00', 'EUR'],
      ['£ 7.00', 'GBP'],
    ] as const) {
      assert.equal(findPrintedCurrency(text)?.code, code, text);
    }
  });

  it('given a currency printed only beside the amounts when extracted then its ISO code is inferred from the symbol', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          row(300, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [520, 'Balance', 'right']),
          row(315, [40, '01/02/2024'], [110, 'Salary'], [430, '€ 1.000,00', 'right'], [520, '€ 1.500,00', 'right']),
          row(327, [40, '03/02/2024'], [110, 'Rent'], [430, '-€ 700,00', 'right'], [520, '€ 800,00', 'right']),
        ]),
      ),
    );
    assert.deepEqual([s.currency, s.currency_code], ['€', 'EUR']);
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type]),
      [
        [1000, 'credit'],
        [700, 'debit'],
      ],
    );
  });
});
