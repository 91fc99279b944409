import assert from 'node:assert/strict';
import { accountBesideProduct, ibanIn, maskedCardIn, phoneIn, unlabelledAccount } from '../../../src/extraction/account-number';

describe('extraction/account-number', () => {
  it('given an account number beside a product name when read then the number is the account', () => {
    const table: Array<[string, string]> = [
      ['SAVINGS ACCOUNT 0123456789', '0123456789'],
      ['Current Account - 1234567890', '1234567890'],
      ['Premier Current Account No. 0011223344', '0011223344'],
      ['CHEQUE A/C: 01-234-5678901', '01-234-5678901'],
      ['Compte courant N° 00123 45678 901', '00123 45678 901'],
      ["Compte d'épargne 0456789012", '0456789012'],
      ['Conta à Ordem nº 123456789', '123456789'],
      ['Extracto de conta n.º 30174853164 (continuação)', '30174853164'],
      ['Akaunti ya akiba 0123456789', '0123456789'],
      ['Mobile Money Wallet 0244123456', '0244123456'],
      ['Call Account 0123456789', '0123456789'],
      ['Gold Business Account - 0011223344', '0011223344'],
      ['360 Performance Savings - 36208079388', '36208079388'],
      ['CD - 36207901820', '36207901820'],
      ['Term Deposit 0123456789', '0123456789'],
      ['Certificate of Deposit No. 0011223344', '0011223344'],
      ['Account                Everyday Chequing 0482-7731902', '0482-7731902'],
    ];
    for (const [text, want] of table) assert.equal(accountBesideProduct(text), want, text);
  });

  it('given a product name beside an amount, a date or a short number when read then it is not an account', () => {
    for (const text of [
      'Savings Account 1,234.56',
      'Current Account 12/01/2024',
      'Savings Account 123',
      'Account Summary',
      'Savings interest 12.50',
      'Call 0800 720 000',
      'Gold 0123456789',
      // A certificate of deposit is named by its capitals: "cd" in an address or a narration is not one.
      'Apt 4, cd 0123456789',
      'CD 1,234.56',
    ]) {
      assert.equal(accountBesideProduct(text), null, text);
    }
  });

  it('given masked card numbers when read then the card number as printed is the account', () => {
    const table: Array<[string, string]> = [
      ['Card number **** **** **** 1234', '**** **** **** 1234'],
      ['VISA 5399 83** **** 1234', '5399 83** **** 1234'],
      ['XXXX-XXXX-XXXX-4321', 'XXXX-XXXX-XXXX-4321'],
      ['Card 4000********1234'.replace('********', '12******'), '400012******1234'],
    ];
    for (const [text, want] of table) assert.equal(maskedCardIn(text), want, text);
    assert.equal(maskedCardIn('Ref 1234 5678'), null);
  });

  it('given IBAN-like numbers when read then only those with valid check digits are accounts', () => {
    assert.equal(ibanIn('IBAN GB82 WEST 1234 5698 7654 32'), 'GB82 WEST 1234 5698 7654 32');
    assert.equal(ibanIn('MA64011519000001205000534921'), 'MA64011519000001205000534921');
    assert.equal(ibanIn('GB83 WEST 1234 5698 7654 32'), null);
  });

  it('given mobile numbers in international and local formats when read then each is found as printed', () => {
    const table: Array<[string, string | null]> = [
      ['+254 712 345 678', '+254 712 345 678'],
      ['+233 24 123 4567', '+233 24 123 4567'],
      ['00255 754 123 456', '00255 754 123 456'],
      ['254712345678', '254712345678'],
      ['0712 345 678', '0712 345 678'],
      ['0712345678', '0712345678'],
      ['Amount 1,234.56', null],
      ['Date 2024-01-05', null],
    ];
    for (const [text, want] of table) assert.equal(phoneIn(text), want, text);
  });

  it('given a header line when no label names the account then product number, masked card and IBAN are tried in that order', () => {
    assert.equal(unlabelledAccount('CLASSIC SAVINGS ACCOUNT 0123456789   Branch: Westlands'), '0123456789');
    assert.equal(unlabelledAccount('Platinum Card **** **** **** 9876'), '**** **** **** 9876');
    assert.equal(unlabelledAccount('Statement of account'), null);
  });
});
