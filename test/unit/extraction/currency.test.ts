import assert from 'node:assert/strict';
import { currencyCode, currencyFromCountry, findPrintedCurrency, isoCodeIn } from '../../../src/extraction/currency';
import { findCurrency } from '../../../src/extraction/currency';
import { labelCurrency } from '../../../src/extraction/header-labels';
import { genericProfile } from '../../../src/extraction/profiles';

describe('extraction/currency', () => {
  it('given each symbol printed beside an amount when looked up then it maps to its ISO code, as printed', () => {
    const table: Array<[string, string, string]> = [
      ['₦ 5,000.00', '₦', 'NGN'],
      ['KSh 1,200.00', 'KSh', 'KES'],
      ['Ksh 300', 'Ksh', 'KES'],
      ['Kshs. 300.00', 'Kshs.', 'KES'],
      ['TSh 9,000', 'TSh', 'TZS'],
      ['TZS 9,000', 'TZS', 'TZS'],
      ['USh 9,000', 'USh', 'UGX'],
      ['UShs 9,000', 'UShs', 'UGX'],
      ['GH₵ 12.00', 'GH₵', 'GHS'],
      ['GH¢ 12.00', 'GH¢', 'GHS'],
      ['₵ 12.00', '₵', 'GHS'],
      ['R 1 234,56', 'R', 'ZAR'],
      ['R1,234.56', 'R', 'ZAR'],
      ['5 000 FCFA', 'FCFA', 'XOF'],
      ['5 000 F CFA', 'F CFA', 'XOF'],
      ['CFA 5 000', 'CFA', 'XOF'],
      ['FRw 2,500', 'FRw', 'RWF'],
      ['RF 2,500', 'RF', 'RWF'],
      ['ZK 150.00', 'ZK', 'ZMW'],
      ['MK 15,000.00', 'MK', 'MWK'],
      ['1.500,00 MT', 'MT', 'MZN'],
      ['MT 1.500,00', 'MT', 'MZN'],
      ['Br 850.00', 'Br', 'ETB'],
      ['$ 1,200.00', '$', 'USD'],
      ['US$ 1,200.00', 'US$', 'USD'],
      ['€ 5,00', '€', 'EUR'],
      ['£ 7.00', '£', 'GBP'],
      ['E£ 250.00', 'E£', 'EGP'],
      ['1 250,00 DH', 'DH', 'MAD'],
      ['MAD 1 250,00', 'MAD', 'MAD'],
    ];
    for (const [text, printed, code] of table) assert.deepEqual(findPrintedCurrency(text), { printed, code }, text);
  });

  it('given currency names in words when looked up then each gives its ISO code', () => {
    const table: Array<[string, string]> = [
      ['Kenya Shillings', 'KES'],
      ['Tanzanian Shilling', 'TZS'],
      ['Uganda Shillings', 'UGX'],
      ['Naira', 'NGN'],
      ['Cedi', 'GHS'],
      ['Francs CFA', 'XOF'],
      ['Franc CFA (BEAC)', 'XAF'],
      ['Rand', 'ZAR'],
      ['South African Rand', 'ZAR'],
      ['Kwacha', 'ZMW'],
      ['Malawi Kwacha', 'MWK'],
      ['Meticais', 'MZN'],
      ['Birr', 'ETB'],
      ['Euro', 'EUR'],
      ['US Dollars', 'USD'],
      ['Pounds Sterling', 'GBP'],
      ['Dirhams marocains', 'MAD'],
      ['Shilingi za Kitanzania', 'TZS'],
      ['Shilingi za Kenya', 'KES'],
      ['Francs rwandais', 'RWF'],
      ['Kwanza', 'AOA'],
    ];
    for (const [text, code] of table) assert.equal(currencyCode(text), code, text);
  });

  it('given CFA francs when the document names a Central-African country or the BEAC then they are XAF, otherwise XOF', () => {
    for (const hint of [
      'Douala, Cameroun',
      'Libreville - Gabon',
      'Brazzaville, République du Congo',
      "N'Djamena, Tchad",
      'Bangui, Centrafrique',
      'Malabo, Guinée équatoriale',
      'Agréé par la BEAC',
    ]) {
      assert.equal(findPrintedCurrency('Solde 150 000 FCFA', hint)?.code, 'XAF', hint);
    }
    for (const hint of ['Dakar, Sénégal', 'Abidjan, Côte d’Ivoire', 'Agréé par la BCEAO', ''])
      assert.equal(findPrintedCurrency('Solde 150 000 FCFA', hint)?.code, 'XOF', hint);
  });

  it('given bare shillings when the document names Kenya, Tanzania or Uganda then that shilling, and no guess otherwise', () => {
    assert.equal(findPrintedCurrency('Shs 1,000.00', 'Kampala, Uganda')?.code, 'UGX');
    assert.equal(findPrintedCurrency('Amount in Shillings', 'Dar es Salaam')?.code, 'TZS');
    assert.equal(findPrintedCurrency('Kiasi kwa shilingi', 'Dar es Salaam, Tanzania')?.code, 'TZS');
    assert.equal(findPrintedCurrency('Sh 250.00', 'Nairobi')?.code, 'KES');
    assert.equal(findPrintedCurrency('Shs 1,000.00', ''), null);
    assert.equal(findPrintedCurrency('Shs 1,000.00 (USD account)', '')?.code, 'USD', 'an unsettled shilling does not hide a later currency');
    assert.equal(currencyCode('Kenya Shillings', 'Kampala'), 'KES', 'a named shilling needs no hint');
  });

  it('given a bare "$" when the document names a country with its own dollar then that dollar, else USD', () => {
    assert.equal(findPrintedCurrency('$ 100.00', 'Windhoek, Namibia')?.code, 'NAD');
    assert.equal(findPrintedCurrency('$ 100.00', 'Monrovia, Liberia')?.code, 'LRD');
    assert.equal(findPrintedCurrency('$ 100.00', 'Nairobi, Kenya')?.code, 'USD');
  });

  it('given short symbols inside ordinary words or away from amounts when looked up then they are not currencies', () => {
    assert.equal(
      findPrintedCurrency('he was mad about it; balance MAD 1 250,00')?.printed,
      'MAD',
      'a code is found past the same letters in lower case',
    );
    for (const text of [
      'Zar cafe',
      'Mad Hatter shop',
      'RTGS transfer Ref MT103',
      'Branch: Brooklyn',
      'DHL delivery',
      'MKOPA loan',
      'Room 12',
      'Le 12 janvier',
      'Zkteco device',
      'Br 045 Westlands',
      'R 12 Main Road',
    ]) {
      assert.equal(findPrintedCurrency(text), null, text);
    }
  });

  it('given an ISO code inside a label value when scanned then that code is the currency', () => {
    assert.equal(isoCodeIn('NGN - NAIRA'), 'NGN');
    assert.equal(isoCodeIn('XOF (Franc CFA)'), 'XOF');
    assert.equal(isoCodeIn('ALL TOP SOS'), null);
  });

  it('given an address naming a country when no currency is printed then the country gives it', () => {
    const table: Array<[string, string]> = [
      ['P.O. Box 1, Nairobi', 'KES'],
      ['Plot 4, Kampala', 'UGX'],
      ['Kigali, Rwanda', 'RWF'],
      ['Lagos', 'NGN'],
      ['Accra', 'GHS'],
      ['Lusaka', 'ZMW'],
      ['Lilongwe, Malawi', 'MWK'],
      ['Maputo, Moçambique', 'MZN'],
      ['Addis Ababa', 'ETB'],
      ['Douala', 'XAF'],
      ['Dakar', 'XOF'],
      ['Kinshasa, République Démocratique du Congo', 'CDF'],
      ['Democratic Republic of the Congo', 'CDF'],
      ['Casablanca', 'MAD'],
      ['Cairo', 'EGP'],
    ];
    for (const [text, code] of table) assert.equal(currencyFromCountry(text), code, text);
    assert.equal(currencyFromCountry('Niger Delta Bank Limited'), null);
  });
});

describe('extraction/currency: rupees and abbreviations that look like codes', () => {
  it('given rupees printed as "Rs.", "(in Rs.)" or "Rupees" when looked up then they are INR, or the rupee of the country named', () => {
    assert.deepEqual(findPrintedCurrency('Rs. 1,200.00'), { printed: 'Rs.', code: 'INR' });
    assert.deepEqual(findPrintedCurrency('Amount (in Rs.)'), { printed: 'Rs.', code: 'INR' });
    assert.equal(findPrintedCurrency('Rupees Five Thousand Only')?.code, 'INR');
    assert.equal(findPrintedCurrency('Rs 5,000.00', 'Karachi, Pakistan')?.code, 'PKR');
    assert.equal(findPrintedCurrency('Rs. 5,000.00', 'Colombo 03, Sri Lanka')?.code, 'LKR');
  });

  it('given a code in parentheses that spells the words before it when looked up then it is an abbreviation, not a currency', () => {
    assert.equal(findPrintedCurrency('2. MITC - MINIMUM AMOUNT DUE(MAD) CALCULATION'), null);
    assert.deepEqual(findPrintedCurrency('MINIMUM AMOUNT DUE(MAD) payable in INR'), { printed: 'INR', code: 'INR' });
    assert.deepEqual(findPrintedCurrency('Amount (MAD)'), { printed: 'MAD', code: 'MAD' });
  });
});

describe('extraction/currency: a currency named inside a column label', () => {
  it('given "Amount (in Rs.)" over the table and an "(MAD)" abbreviation above it when the currency is found then it is INR', () => {
    const hint = labelCurrency('Date Transaction Description Amount (in Rs.)');
    assert.equal(hint, 'in Rs.');
    assert.deepEqual(findCurrency({ currency: '' }, hint, 'MINIMUM AMOUNT DUE(MAD) CALCULATION', genericProfile), {
      currency: 'Rs.',
      currency_code: 'INR',
    });
    assert.deepEqual(findCurrency({ currency: '' }, labelCurrency('Balance (KES)'), '', genericProfile), { currency: 'KES', currency_code: 'KES' });
  });
});
