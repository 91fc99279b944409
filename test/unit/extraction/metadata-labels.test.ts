import assert from 'node:assert/strict';
import { pageLines } from '../../../src/extraction/layout';
import { readHeaderFields } from '../../../src/extraction/metadata';
import { genericProfile } from '../../../src/extraction/profiles';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, row } from '../../helpers/pdf-text';

const fieldsOf = (...lines: PdfTextItem[][]) => readHeaderFields(pageLines(page(1, lines)), genericProfile);

describe('extraction/metadata: labels in English, French, Portuguese and Swahili', () => {
  it('given holder labels in four languages when read then the value is the name', () => {
    const table = [
      'Cardholder Name:',
      'Nom du titulaire :',
      'Nom et prénoms :',
      'Titular da conta:',
      'Nome do titular:',
      'Cliente:',
      'Jina la mwenye akaunti:',
      'Mteja:',
      'Wallet Holder:',
    ];
    for (const label of table) assert.equal(fieldsOf(row(40, [30, label], [160, 'FATOUMATA DIALLO'])).name, 'FATOUMATA DIALLO', label);
  });

  it('given account, phone, e-mail and currency labels in four languages when read then each field is filled', () => {
    const f = fieldsOf(
      row(40, [30, 'Numéro de compte :'], [160, '00123 45678 90123']),
      row(52, [30, 'Numéro de téléphone :'], [160, '+221 77 123 45 67']),
      row(64, [30, 'Adresse électronique :'], [160, 'f.diallo@example.sn']),
      row(76, [30, 'Devise du compte :'], [160, 'XOF']),
    );
    assert.deepEqual([f.account, f.contacts, f.email, f.currency], ['00123 45678 90123', '+221 77 123 45 67', 'f.diallo@example.sn', 'XOF']);
    const p = fieldsOf(
      row(40, [30, 'Número do cartão:'], [160, '5399 83** **** 1234']),
      row(52, [30, 'Telefone:'], [160, '+258 84 123 4567']),
      row(64, [30, 'Moeda da conta:'], [160, 'MZN']),
    );
    assert.deepEqual([p.account, p.contacts, p.currency], ['5399 83** **** 1234', '+258 84 123 4567', 'MZN']);
    assert.equal(
      fieldsOf(row(82, [44, 'Titular'], [130, 'ANA LÚCIA MACUÁCUA']), row(94, [44, 'Conta n.º'], [130, '30174853164'])).account,
      '30174853164',
    );
    const s = fieldsOf(row(40, [30, 'Namba ya akaunti:'], [160, '0150123456789']), row(52, [30, 'Barua pepe:'], [160, 'juma@example.co.tz']));
    assert.deepEqual([s.account, s.email], ['0150123456789', 'juma@example.co.tz']);
  });

  it('given a masked account number behind its label when read then the mask is kept', () => {
    for (const v of ['******7890', 'XXXX-XXXX-1234', '•••• 4321']) assert.equal(fieldsOf(row(40, [30, 'Account Number:'], [160, v])).account, v, v);
  });

  it('given an account number with the sort code and IBAN after it on the same line when read then the account is the number alone', () => {
    const line = 'Account number 11223344 Sort code 40-11-22 IBAN GB29 HIBK 4011 2211 2233 44 Currency GBP';
    assert.equal(fieldsOf(row(40, [30, line])).account, '11223344');
    assert.equal(fieldsOf(row(40, [30, 'Account number 11223344 IBAN GB29 HIBK 4011 2211 2233 44'])).account, '11223344');
    assert.equal(fieldsOf(row(40, [30, 'IBAN: GB29 HIBK 4011 2211 2233 44'])).account, 'GB29 HIBK 4011 2211 2233 44');
  });

  it('given labels with their values on the next line in two columns when read then each value stays in its column', () => {
    const f = fieldsOf(
      row(40, [30, 'Nom du titulaire'], [300, 'Numéro de compte']),
      row(52, [30, 'JEAN-BAPTISTE KOUASSI YAO'], [300, '00123 45678 90123']),
    );
    assert.deepEqual([f.name, f.account], ['JEAN-BAPTISTE KOUASSI YAO', '00123 45678 90123']);
  });
});
