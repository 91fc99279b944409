import assert from 'node:assert/strict';
import { pageLines } from '../../../src/extraction/layout';
import { readHeaderFields } from '../../../src/extraction/metadata';
import { genericProfile } from '../../../src/extraction/profiles';
import type { PdfTextItem } from '../../../src/pdf/types';
import { item, page, row } from '../../helpers/pdf-text';

const fieldsOf = (...lines: PdfTextItem[][]) => readHeaderFields(pageLines(page(1, lines)), genericProfile);

describe('extraction/metadata: fields printed without "Label: value"', () => {
  it('given the holder and the IBAN in one cell of the page head, the page number further along, when read then the words before the IBAN are the holder', () => {
    const f = fieldsOf(
      row(36, [40, 'Af- en bijschrijvingen'], [450, 'Periode 01-11-2024 t/m 30-11-2024']),
      row(52, [40, 'J.M. de Vries  NL91ABNA0417164300'], [500, 'Pagina 1']),
    );
    assert.deepEqual([f.name, f.account], ['J.M. de Vries', 'NL91ABNA0417164300']);
  });

  it('given an IBAN with text after it in its cell, or a title before it, when read then no holder is taken from that cell', () => {
    assert.equal(fieldsOf(row(52, [40, 'Betaalrekening NL91ABNA0417164300 EUR'])).name, '');
    assert.equal(fieldsOf(row(52, [40, 'Rekeningoverzicht NL91ABNA0417164300'])).name, '');
  });

  it('given joint holders joined by an ampersand above their address when read then both are the holder', () => {
    const f = fieldsOf(
      row(60, [30, 'DALE & RHONDA KOWALCZYK'], [300, 'Statement Period: 10/01/24 - 10/31/24']),
      row(72, [30, '2210 OAKWOOD DR'], [300, 'Member Number: 448812']),
      row(84, [30, 'NEVADA IA 50201'], [300, 'Statement Date: 10/31/24']),
    );
    assert.equal(f.name, 'DALE & RHONDA KOWALCZYK');
  });

  it('given a branded header with the name alone above address lines when read then the name is the holder and the block gives the phone', () => {
    const f = fieldsOf(
      [item(30, 20, 'Chipper Wallet', 20)],
      row(60, [30, 'AMINA WANJIKU ODHIAMBO'], [400, 'Wallet statement']),
      row(72, [30, 'P.O. Box 1234-00100']),
      row(84, [30, 'Nairobi, Kenya']),
      row(96, [30, '+254 712 345 678']),
    );
    assert.deepEqual(
      [f.name, f.contacts, f.account],
      ['AMINA WANJIKU ODHIAMBO', '+254 712 345 678', '+254 712 345 678'],
      'a wallet is its phone number',
    );
  });

  it('given a two-column header (customer block left, card details right) when read then the block gives the holder and the card the account', () => {
    const f = fieldsOf(
      row(50, [30, 'VISA GOLD CREDIT CARD STATEMENT']),
      row(64, [30, 'WANJIRU KAMAU'], [330, 'Card Number'], [430, '5399 83** **** 1234']),
      row(76, [30, 'P.O. Box 100-00100'], [330, 'Statement Date'], [430, '15/01/2025']),
      row(88, [30, 'Nairobi'], [330, 'Payment Due Date'], [430, '05/02/2025']),
    );
    assert.deepEqual([f.name, f.account], ['WANJIRU KAMAU', '5399 83** **** 1234']);
  });

  it('given the address window on the right, as French letters print it, when read then the name above the address is the holder', () => {
    const f = fieldsOf(
      row(60, [30, 'Agence :'], [80, 'DAKAR PLATEAU'], [330, 'MONSIEUR MAMADOU DIOP']),
      row(72, [30, 'Conseiller :'], [90, 'AWA FALL'], [330, '12 RUE CARNOT']),
      row(84, [330, 'BP 1234 DAKAR']),
    );
    assert.equal(f.name, 'MONSIEUR MAMADOU DIOP', 'as printed on the envelope block');
  });

  it('given a right-aligned band with the name above the wallet number when read then the name is the holder', () => {
    const f = fieldsOf(
      [item(429, 48, 'Temitope Grace Alade', 10.5)],
      [item(38, 56, 'acacia pay', 11.6), item(477, 56, 'Wallet 9237915396', 8)],
      row(89, [31, 'Opening Balance'], [169, 'Money In'], [306, 'Money Out']),
    );
    assert.deepEqual([f.name, f.account], ['Temitope Grace Alade', '9237915396']);
  });

  it('given an envelope block with a title and a cheque account beside it when read then the name as printed and the account', () => {
    const f = fieldsOf(
      [item(48, 52, 'ZAMBEZI BANK', 18)],
      row(93, [48, 'MR P VAN WYK'], [330, 'Cheque Account 62567183599']),
      row(105, [48, '7 Long Street, Cape Town, 8001'], [330, 'Statement period: 30 January 2025 to 20 February 2025']),
    );
    assert.deepEqual([f.name, f.account], ['MR P VAN WYK', '62567183599']);
  });

  it('given a Swahili mobile-money header with only a phone number when read then the phone number is also the account', () => {
    const f = fieldsOf(
      row(55, [52, 'KILELE PESA'], [424, 'TAARIFA YA MIAMALA']),
      row(91, [40, 'Jina la mteja:'], [130, 'BARAKA ELIA MWAKYUSA']),
      row(103, [40, 'Namba ya simu:'], [130, '255794093688']),
    );
    assert.deepEqual([f.name, f.account, f.contacts], ['BARAKA ELIA MWAKYUSA', '255794093688', '255794093688']);
  });

  it('given a name in a header band beside the phone and e-mail when read then each lands in its field', () => {
    const f = fieldsOf(row(40, [30, 'KWAME OWUSU MENSAH'], [250, '+233 24 123 4567'], [420, 'kwame.mensah@example.com']));
    assert.deepEqual(
      [f.name, f.contacts, f.email, f.account],
      ['KWAME OWUSU MENSAH', '+233 24 123 4567', 'kwame.mensah@example.com', ''],
      'a bank customer’s phone is not the account',
    );
  });

  it('given a label on one line and a long value on the next when read then the whole value is taken, not the part under the label', () => {
    const f = fieldsOf(
      row(40, [30, 'Account Holder'], [300, 'Account Number']),
      row(52, [30, 'JOHN KAMAU MWANGI ODHIAMBO WEKESA'], [300, '0123456789']),
    );
    assert.deepEqual([f.name, f.account], ['JOHN KAMAU MWANGI ODHIAMBO WEKESA', '0123456789']);
  });

  it('given a greeting or a “prepared for” phrase when read then the name after it (without title) is the holder, in four languages', () => {
    const table: Array<[string, string]> = [
      ['Dear MR JOHN DOE,', 'JOHN DOE'],
      ['Dear Amina Bello', 'Amina Bello'],
      ['Cher Monsieur Jean Dupont,', 'Jean Dupont'],
      ['Prezado Sr. João Silva,', 'João Silva'],
      ['Mpendwa Bw. Juma Hamisi,', 'Juma Hamisi'],
      ['Dear Valued Customer,', ''],
      ['Account statement prepared for GRACE ACHIENG OTIENO on 05/02/2025', 'GRACE ACHIENG OTIENO'],
      ['Relevé établi au nom de M. Ibrahima Ndiaye', 'Ibrahima Ndiaye'],
      ['Extrato emitido em nome de Sra. Ana Machava', 'Ana Machava'],
      ['Statement for December 2024', ''],
      ['Prezada Sra. Maria dos Santos,', 'Maria dos Santos'],
      ['Dear MARIA DA SILVA,', 'MARIA DA SILVA'],
      ['Dear Jean de la Fontaine', 'Jean de la Fontaine'],
    ];
    for (const [text, want] of table) assert.equal(fieldsOf(row(40, [30, text])).name, want, text);
  });

  it('given the account printed beside the product name or as a masked card when read then it is the account', () => {
    const table: Array<[string, string]> = [
      ['SAVINGS ACCOUNT 0123456789', '0123456789'],
      ['Current Account - 1234567890', '1234567890'],
      ['Gold Card  **** **** **** 1234', '**** **** **** 1234'],
      ['VISA CLASSIC 5399 83** **** 1234', '5399 83** **** 1234'],
      ['IBAN MA64 0115 1900 0001 2050 0053 4921', 'MA64 0115 1900 0001 2050 0053 4921'],
    ];
    for (const [text, want] of table) assert.equal(fieldsOf(row(40, [30, text])).account, want, text);
  });

  it('given a labelled name followed by personal details when read then only the name is kept', () => {
    const table: Array<[string, string]> = [
      ['JOHN DOE, P.O. Box 12 Nairobi', 'JOHN DOE'],
      ['AMINA BELLO amina@example.com', 'AMINA BELLO'],
      ['WANJIRU KAMAU 0712345678', 'WANJIRU KAMAU'],
      ["O'NEIL MARY-JANE", "O'NEIL MARY-JANE"],
      ['DOE, JOHN', 'DOE, JOHN'],
      ['ACME TRADING (K) LTD', 'ACME TRADING (K) LTD'],
      ['MUSA IBRAHIM | Tel 0803 123 4567', 'MUSA IBRAHIM'],
    ];
    for (const [value, want] of table) assert.equal(fieldsOf(row(40, [30, 'Customer Name:'], [100, value])).name, want, value);
  });

  it('given headings, an issuer letterhead with its address, or a narration-like line when read then none is taken for the holder', () => {
    const f = fieldsOf(
      row(20, [30, 'Highland Bank Limited']),
      row(32, [30, 'P.O. Box 100, Nairobi']),
      row(60, [30, 'STATEMENT OF ACCOUNT']),
      row(72, [30, 'Statement Period 01/01/2024 - 31/01/2024']),
      row(84, [30, 'Opening Balance 1,000.00']),
      row(110, [30, 'Contact Centre']),
      row(122, [30, '+254 20 555 0100']),
      row(140, [30, 'Westlands Branch']),
      row(152, [30, 'P.O. Box 1, Nairobi']),
    );
    assert.deepEqual([f.name, f.account], ['', '']);
  });

  it('given a page that starts with transaction rows when read then a narration line is never the holder or the account', () => {
    const f = fieldsOf(
      row(40, [30, '05/01/2024'], [100, 'TRANSFER TO'], [400, '1,000.00']),
      row(52, [100, 'JOHN KAMAU MWANGI']),
      row(64, [100, 'SAVINGS ACCOUNT 0123456789']),
      row(76, [30, '06/01/2024'], [100, 'ATM WITHDRAWAL'], [400, '200.00']),
    );
    assert.deepEqual([f.name, f.account], ['', '']);
  });
});
