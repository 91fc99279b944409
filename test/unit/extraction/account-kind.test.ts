import { strict as assert } from 'node:assert';
import { accountKind } from '../../../src/extraction/account-kind';

describe('accountKind', () => {
  const bankProfile = { account_kind: 'bank' as const };

  it('given a wallet profile, then mobile money whatever the header says', () => {
    assert.equal(accountKind({ account_kind: 'mobile_money' }, 'Statement of account'), 'mobile_money');
  });

  it('given card vocabulary (two signals), then card', () => {
    assert.equal(accountKind(bankProfile, 'CREDIT CARD STATEMENT\nPayment due date: 25 Jan 2025\nCredit limit: 500,000.00'), 'card');
    assert.equal(accountKind(bankProfile, 'RELEVÉ DE CARTE\nNouveau solde 120 000\nPaiement minimum 12 000'), 'card');
  });

  it('given one card word only (a bank advertising its debit card), then bank', () => {
    assert.equal(accountKind(bankProfile, 'CURRENT ACCOUNT STATEMENT\nAsk about our credit card'), 'bank');
  });

  it('given a header naming a wallet product, then mobile money', () => {
    for (const h of ['Acacia Pay Wallet Statement', 'TIGO PESA - TAARIFA YA MIAMALA', 'Extracto e-Mola', 'Relevé Orange Money'])
      assert.equal(accountKind(bankProfile, h), 'mobile_money', h);
  });

  it('given a plain bank header, then bank', () => {
    assert.equal(accountKind(bankProfile, 'Baobab Bank Kenya Limited\nStatement of account\nAccount number 0123456789'), 'bank');
  });
});

describe('accountKind: wallet brands and summary labels', () => {
  it('given "<Brand> Money" in the header, then mobile money; "Money in/out" summaries stay bank', () => {
    assert.equal(accountKind({ account_kind: 'bank' }, 'Lagune Money\nRelevé de transactions'), 'mobile_money');
    assert.equal(accountKind({ account_kind: 'bank' }, 'Baobab Bank\nTotal money in 1,000.00\nMoney out 500.00'), 'bank');
    assert.equal(accountKind({ account_kind: 'bank' }, 'Statement of Money Market Account 0123'), 'bank');
  });
});
