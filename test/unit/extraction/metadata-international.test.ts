import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

const table = (y: number): PdfTextItem[][] => [
  row(y, [40, 'Datum'], [110, 'Verwendungszweck'], [430, 'Betrag', 'right'], [540, 'Saldo', 'right']),
  row(y + 15, [40, '03.03.2025'], [110, 'Miete'], [430, '-1.000,00', 'right'], [540, '2.000,00', 'right']),
  row(y + 30, [40, '05.03.2025'], [110, 'Gehalt'], [430, '3.000,00', 'right'], [540, '5.000,00', 'right']),
];
const meta = (lines: PdfTextItem[][]) => {
  const s = extractStatement(pdfText(page(1, lines)));
  return { name: s.name, account: s.account, company: s.company, currency_code: s.currency_code };
};

describe('extraction: metadata of statements from banks in Europe and South Africa', () => {
  it('given a Swiss header whose "Konto" names the product before a number grouped with points when extracted then the account is the number alone', () => {
    assert.equal(
      meta([
        row(40, [40, 'Regionalbank Beispiel AG']),
        row(55, [40, 'Konto'], [160, 'Privatkonto 16 238.529.57']),
        row(70, [40, 'Währung'], [160, 'CHF']),
        ...table(100),
      ]).account,
      '16 238.529.57',
    );
  });

  it('given a holder\'s tax number labelled "NIF titular" and "Currency GBP (pounds sterling)" when extracted then neither the number is the holder nor the currency is missed', () => {
    const m = meta([
      row(40, [40, 'Banco Atlântico Português']),
      row(55, [40, 'JOSÉ MANUEL AZEVEDO'], [300, 'Conta N.º 0045312398712']),
      row(70, [300, 'NIF titular: 2*****731']),
      row(85, [40, 'Currency GBP (pounds sterling)']),
      ...table(110),
    ]);
    assert.notEqual(m.name, '2*****731');
    assert.equal(m.currency_code, 'GBP');
  });

  it('given Vietnamese, Polish and Japanese labels (Chủ tài khoản, Posiadacz rachunku, 科目・口座番号) when extracted then holder, account and currency are read', () => {
    const vn = meta([
      row(40, [40, 'NGÂN HÀNG SÔNG HỒNG']),
      row(55, [40, 'Chủ tài khoản:'], [160, 'NGUYỄN THỊ THU HÀ']),
      row(70, [40, 'Số tài khoản:'], [160, '0451 0003 82917']),
      row(85, [40, 'Loại tiền:'], [160, 'VND']),
      ...table(110),
    ]);
    assert.deepEqual([vn.name, vn.account, vn.currency_code], ['NGUYỄN THỊ THU HÀ', '0451 0003 82917', 'VND']);
    const pl = meta([row(40, [40, 'Bank Nadwiślański S.A.']), row(55, [40, 'Posiadacz rachunku:'], [160, 'KATARZYNA WÓJCIK']), ...table(110)]);
    assert.equal(pl.name, 'KATARZYNA WÓJCIK');
    const jp = meta([row(40, [40, '東海みらい銀行']), row(55, [40, '科目・口座番号'], [160, '普通 1234567']), ...table(110)]);
    assert.equal(jp.account, '1234567');
  });

  it('given a US credit union printing no currency, its address a city, state and ZIP code, when extracted then the currency is USD', () => {
    const m = meta([row(40, [40, 'Prairie Hearth Federal Credit Union']), row(55, [40, '1400 Lincoln Way, Ames, IA 50010']), ...table(110)]);
    assert.equal(m.currency_code, 'USD');
  });

  it('given a German header with Kontoinhaber and an IBAN when extracted then holder, account, issuer and EUR are read', () => {
    assert.deepEqual(
      meta([
        row(40, [40, 'Musterbank AG']),
        row(55, [40, 'Kontoinhaber: Max Mustermann']),
        row(70, [40, 'IBAN: DE89 3704 0044 0532 0130 00']),
        ...table(100),
      ]),
      {
        name: 'Max Mustermann',
        account: 'DE89 3704 0044 0532 0130 00',
        company: 'Musterbank AG',
        currency_code: 'EUR',
      },
    );
  });

  it('given a savings bank letterhead without legal form and an unlabelled IBAN when extracted then the issuer and the IBAN country’s currency are read', () => {
    const m = meta([
      row(40, [40, 'Sparkasse Köln Bonn']),
      row(55, [40, 'Max Mustermann']),
      row(70, [40, 'Musterstraße 1, 50667 Köln']),
      row(85, [340, 'DE89 3704 0044 0532 0130 00']),
      ...table(110),
    ]);
    assert.deepEqual([m.company, m.account, m.currency_code], ['Sparkasse Köln Bonn', 'DE89 3704 0044 0532 0130 00', 'EUR']);
  });

  it('given Dutch, British and Spanish headers with IBANs when extracted then each holder and currency is read', () => {
    const nl = meta([
      row(40, [40, 'ING Bank N.V.']),
      row(55, [40, 'Rekeninghouder: J. de Vries']),
      row(70, [40, 'Rekeningnummer NL91 ABNA 0417 1643 00']),
      ...table(100),
    ]);
    assert.deepEqual(nl, { name: 'J. de Vries', account: 'NL91 ABNA 0417 1643 00', company: 'ING Bank N.V.', currency_code: 'EUR' });
    const gb = meta([
      row(40, [40, 'Example Bank UK PLC']),
      row(55, [40, 'Account name: MR JOHN SMITH']),
      row(70, [40, 'IBAN GB29 NWBK 6016 1331 9268 19']),
      ...table(100),
    ]);
    assert.deepEqual([gb.name, gb.currency_code], ['MR JOHN SMITH', 'GBP']);
    const es = meta([
      row(40, [40, 'Banco Ejemplo S.A.']),
      row(55, [40, 'Titular: MARÍA GARCÍA LÓPEZ']),
      row(70, [40, 'IBAN ES91 2100 0418 4502 0005 1332']),
      ...table(100),
    ]);
    assert.deepEqual([es.name, es.company, es.currency_code], ['MARÍA GARCÍA LÓPEZ', 'Banco Ejemplo S.A.', 'EUR']);
  });

  it('given an Afrikaans header of a South African issuer with no currency printed when extracted then the issuer gives ZAR', () => {
    assert.deepEqual(
      meta([
        row(40, [40, 'Capitec Bank Limited']),
        row(55, [40, 'Rekeninghouer: MNR J VAN WYK']),
        row(70, [40, 'Rekeningnommer: 1234567890']),
        ...table(100),
      ]),
      { name: 'MNR J VAN WYK', account: '1234567890', company: 'Capitec Bank Limited', currency_code: 'ZAR' },
    );
  });
});
