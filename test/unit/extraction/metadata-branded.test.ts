import assert from 'node:assert/strict';
import { phoneIn } from '../../../src/extraction/account-number';
import { looksLikeTitle } from '../../../src/extraction/holder-name';
import { findIssuerName } from '../../../src/extraction/issuer-name';
import { pageLines } from '../../../src/extraction/layout';
import { readHeaderFields } from '../../../src/extraction/metadata';
import { genericProfile } from '../../../src/extraction/profiles';
import type { PdfTextItem } from '../../../src/pdf/types';
import { item, page, row } from '../../helpers/pdf-text';

const linesOf = (...lines: PdfTextItem[][]) => pageLines(page(1, lines));
const fieldsOf = (...lines: PdfTextItem[][]) => readHeaderFields(linesOf(...lines), genericProfile);

describe('extraction/metadata: branded and wallet headers (holder, account, phone, issuer)', () => {
  it('given a document title above IBAN and period lines, beside the address window, when read then the title is never the holder', () => {
    const f = fieldsOf(
      [item(40, 40, 'Limmat Kantonalbank', 15)],
      row(60, [40, 'Kontoauszug Privatkonto CHF'], [330, 'Frau Ursula Steiner']),
      row(70, [40, 'IBAN CH93 0076 2011 6238 5295 7'], [330, 'Seefeldstrasse 42']),
      row(80, [40, 'Periode 06.01.25 - 31.03.25'], [330, '8008 Zürich']),
    );
    assert.equal(f.name, 'Frau Ursula Steiner');
    assert.equal(f.account, 'CH93 0076 2011 6238 5295 7', 'an IBAN behind "IBAN" without a colon is the account');
    assert.equal(f.contacts, '', 'the IBAN holds no phone number');
  });

  it('given an institution in capitals above the holder block when read then the institution is not the holder', () => {
    const f = fieldsOf(
      row(40, [34, 'BERGKANTONALBANK URI'], [434, 'SEITE 1 VON 3']),
      row(50, [34, 'KONTO CH85 0078 6949 3343 2971 2']),
      row(70, [34, 'MARKUS TRESCH']),
      row(80, [34, 'BAHNHOFSTRASSE 12, 6460 ALTDORF']),
    );
    assert.equal(f.name, 'MARKUS TRESCH');
    assert.equal(f.account, 'CH85 0078 6949 3343 2971 2');
  });

  it('given titles, account types, figures and currencies when tested then they read as titles; names do not', () => {
    for (const t of ['Kontoauszug Privatkonto CHF', 'Opening KSh', 'Rekeningafschrift', 'Extracto de cuenta', 'Current Account', 'Closing Balance'])
      assert.equal(looksLikeTitle(t), true, t);
    for (const n of ['Frau Ursula Steiner', 'MARKUS TRESCH', 'João da Silva', 'WANJIRU M KAMAU']) assert.equal(looksLikeTitle(n), false, n);
  });

  it('given a label whose value reads as a figure when read then the holder is left blank rather than wrong', () => {
    const f = fieldsOf(row(60, [30, 'Customer Name:']), row(70, [30, 'Opening Balance KSh 3,412.00']));
    assert.equal(f.name, '');
  });

  it('given labels run together on one line ("Customer: NAME Mobile: NUMBER") when read then the name is the first label\'s value', () => {
    const f = fieldsOf(
      [item(30, 40, 'KIVU MOBILE MONEY', 15)],
      [item(30, 70, 'Customer:'), item(78, 70, 'LUCY'), item(102, 70, 'CHEBET'), item(136, 70, 'Mobile:'), item(170, 70, '254728113311')],
      row(83, [30, 'Opening KSh 3,412.00 Closing KSh 1,997.00']),
    );
    assert.equal(f.name, 'LUCY CHEBET');
    assert.equal(f.contacts, '254728113311');
  });

  it('given the next label printed in the same run after the name ("… SHARMA Customer ID: 8821", "… DESAI CIF No. 1234") when read then the name stops before it', () => {
    const nameOf = (text: string) => fieldsOf([item(30, 40, 'KARNAVATI BANK', 15)], [item(30, 70, text)]).name;
    assert.equal(nameOf('Name: RAHUL KUMAR SHARMA Customer ID: 88213456'), 'RAHUL KUMAR SHARMA');
    assert.equal(nameOf('Account Holder: ANITA DESAI CIF No. 1234567'), 'ANITA DESAI');
    assert.equal(nameOf('Customer Name: Jane Mwangi Branch: Westlands'), 'Jane Mwangi');
    assert.equal(nameOf('Titulaire : M. THÉO GARNIER-LEBRUN N° de compte : 04418 00027 61093307415 28'), 'M. THÉO GARNIER-LEBRUN');
    // Label words inside a business name without a label after them stay: nothing follows to end it.
    assert.equal(nameOf('Account Name: ACME ACCOUNT SERVICES LTD'), 'ACME ACCOUNT SERVICES LTD');
  });

  it('given a business at the head of its address block ("… (PTY) LTD", "M/S …") with a postcode line above a later address line when read then the business is the holder, never the town', () => {
    const za = fieldsOf(
      [item(30, 40, 'KAROO MUTUAL BANK', 15)],
      [item(30, 70, 'UMHLANGA COASTAL PROPERTIES (PTY) LTD'), item(330, 70, 'Gold Business Account :'), item(480, 70, '62847193055')],
      [item(30, 82, 'PO BOX 51873'), item(330, 82, 'Branch Code :'), item(480, 82, '250655')],
      [item(30, 94, 'UMHLANGA ROCKS')],
      [item(30, 106, '4320')],
    );
    assert.equal(za.name, 'UMHLANGA COASTAL PROPERTIES (PTY) LTD');
    const india = fieldsOf(
      [item(30, 40, 'DECCAN UNION BANK LTD.', 15)],
      [item(30, 70, 'M/S MEHTA FABRICATORS')],
      [item(30, 82, 'PLOT NO. 22, GAT NO. 118')],
      [item(30, 94, 'PUNE 411026')],
      [item(30, 106, 'MAHARASHTRA INDIA')],
    );
    assert.equal(india.name, 'M/S MEHTA FABRICATORS');
  });

  it('given the holder printed in one run with a label after it ("Mrs P. J. Ambrose-Nwosu Statement date: …") over an address when read then the name is the holder', () => {
    const f = fieldsOf(
      [item(30, 40, 'HARTWELL & CROSS', 15)],
      [item(30, 70, 'Mrs Philippa J. Ambrose-Nwosu Statement date: 14 January 2026')],
      [item(30, 82, 'Flat 3, 27 Cardigan Road'), item(250, 82, 'Statement period: 15 Dec 2025 to 14 Jan 2026')],
      [item(30, 94, 'Leeds'), item(250, 94, 'Account number: 0044 7120 9831')],
      [item(30, 106, 'LS6 1QL')],
    );
    assert.equal(f.name, 'Mrs Philippa J. Ambrose-Nwosu');
  });

  it('given a card holder block whose lines alternate with a summary column printed a little lower when read then the name is the holder', () => {
    const f = fieldsOf(
      [item(36, 41, 'SERENGETI CARD SERVICES', 14)],
      row(55, [36, 'Visa Platinum Credit Card Statement']),
      row(72, [340, 'Previous Balance'], [504, 'KES 48,213.60']),
      [item(36, 77, 'FATUMA A HASSAN', 8.5)],
      row(83, [340, 'Payments & Credits'], [493, 'KES 1,465,729.73']),
      row(87, [36, 'Card Number 4890 XXXX XXXX 3884']),
      row(94, [340, 'Purchases & Charges'], [493, 'KES 1,787,101.06']),
      row(98, [36, 'Statement Date 03/03/2025']),
    );
    assert.equal(f.name, 'FATUMA A HASSAN');
  });

  it('given IBAN-shaped numbers behind account words, a Brazilian branch/account pair and a wallet number with its "+" when read then each is the account as printed', () => {
    assert.equal(fieldsOf(row(60, [48, 'Compte SN08 8859 93406044'], [330, 'M. CHEIKH GUEYE'])).account, 'SN08 8859 93406044');
    assert.equal(
      fieldsOf(row(60, [40, 'Cliente: RAFAEL ALMEIDA COSTA']), row(70, [40, 'Agência/Conta: AG 0906 CC 29531-2'])).account,
      'AG 0906 CC 29531-2',
    );
    assert.equal(
      fieldsOf(row(60, [28, 'Titulaire'], [120, 'BAMBA MARIAM']), row(72, [28, 'Numéro de compte'], [120, '+225 07 22 93 86 26'])).account,
      '+225 07 22 93 86 26',
    );
  });

  it('given digits of an IBAN or of a longer bank number when searched for a phone then none is found; a real phone still is', () => {
    assert.equal(phoneIn('IBAN CH14 0076 2011 1762 6417 5'), null);
    assert.equal(phoneIn('RIB 10005 00239 88511697296 28'), null);
    assert.equal(phoneIn('Tel: +254 712 345 678'), '+254 712 345 678');
    assert.equal(phoneIn('Mobile 0712 345 678'), '0712 345 678');
  });

  it('given a letterhead and a title left once the customer lines are set aside when read then the large letterhead is the issuer', () => {
    const top = linesOf([item(48, 46, 'Crédit Mutuel de la Teranga', 15)], [item(48, 63, 'Relevé de compte courant', 10)]);
    assert.equal(findIssuerName({ top, bottom: [] }), 'Crédit Mutuel de la Teranga');
  });

  it('given the holder in a band after the document title, beside the account, when read then the name is the holder', () => {
    const f = fieldsOf(
      [item(45, 59, 'Banco Pemba', 15)],
      row(71, [45, 'Extracto de movimentos'], [170, 'Helena Sitoe'], [260, 'Conta n.º 030611845001'], [400, 'Moeda MZN']),
    );
    assert.equal(f.name, 'Helena Sitoe');
  });

  it('given a name above a "TOWN, PLACE" line, or above its labelled account number, when read then the name is the holder', () => {
    const branch = fieldsOf([item(40, 45, 'VOLTA COMMERCIAL BANK', 15)], row(80, [40, 'KOJO APPIAH']), row(92, [40, 'RIDGE BRANCH, ACCRA']));
    assert.equal(branch.name, 'KOJO APPIAH');
    const labelled = fieldsOf(
      [item(40, 42, 'Maple Trust Bank', 15)],
      row(60, [40, 'Chequing Account Statement']),
      row(77, [40, 'OLIVIA BOUCHARD'], [350, 'Opening balance'], [534, '$3,120.55']),
      row(89, [40, 'Account number: 34008-6802275'], [350, 'Total deposits'], [523, '+ $10,472.75']),
    );
    assert.deepEqual([labelled.name, labelled.account], ['OLIVIA BOUCHARD', '34008-6802275']);
  });

  it('given a wallet number behind "Numéro" after a separator when read then it is the account, with its "+"', () => {
    const f = fieldsOf(
      row(80, [22, 'Relevé de compte du 1 février 2025 au 28 février 2025'], [256, '·'], [262, 'Numéro'], [294, '+221 77 818 22 58']),
    );
    assert.equal(f.account, '+221 77 818 22 58');
  });

  it("given a later line of an address block, or a label's wrapped value, when read then it is not the holder; a mailing code or salutation above the name does not matter", () => {
    const address = fieldsOf(
      [item(38, 56, 'CREDIT CARD STATEMENT', 10)],
      row(97, [38, 'NR RISALA LINE DEESA'], [288, 'Download the app']),
      row(104, [38, 'OLD POLICE LINE']),
      row(108, [295, 'View statement instantly']),
      row(114, [38, 'GUJARAT, DEESA 385535']),
    );
    assert.equal(address.name, '');
    const coded = fieldsOf(
      row(137, [55, '0001234 DRE 034 211 05626 NNNNNNNNNNN 1 000 16 0000'], [349, 'Para Espanol:'], [465, '1-877-312-4273']),
      row(148, [55, 'AMY N GRANT'], [349, 'International Calls:'], [465, '1-713-262-1679']),
      row(159, [55, '2930 CHESTNUT ST APT 3105']),
    );
    assert.equal(coded.name, 'AMY N GRANT');
    const salutation = fieldsOf(
      row(185, [71, 'Herrn'], [312, 'Auszugsnummer'], [500, '1']),
      row(197, [71, 'Erika Musterfrau']),
      row(209, [71, 'Musterstr. 11']),
    );
    assert.equal(salutation.name, 'Erika Musterfrau');
  });

  it('given "Mob:-" run into the holder\'s number when read then it is the contact', () => {
    const f = fieldsOf(row(140, [58, 'Name : JANE ROE']), row(150, [112, 'BENGALURU-560001']), row(160, [112, 'Mob:-9876500000']));
    assert.equal(f.contacts, '9876500000');
  });
});
