import assert from 'node:assert/strict';
import { categorise, CATEGORY_KEYS, RULE_TABLE, ruleCount, type CategoryKey } from '../../../src/analysis';

type Case = [description: string, type: 'credit' | 'debit', expected: CategoryKey, ruleId?: string];

const bank = { profile: 'generic', account_kind: 'bank' as const };
const mpesa = { profile: 'mpesa-safaricom', account_kind: 'mobile_money' as const };

const BANK_CASES: Case[] = [
  ['ATM WDL WESTLANDS 0012', 'debit', 'cash_and_atm', 'generic.cash_and_atm.atm'],
  ['ATM/WDL/LAGOS ISLAND', 'debit', 'cash_and_atm'],
  ['Cash Withdrawal - Branch', 'debit', 'cash_and_atm'],
  ['CASH DEPOSIT BY SELF', 'credit', 'cash_and_atm'],
  ['POS PURCHASE SHOPRITE IKEJA', 'debit', 'POS', 'generic.POS.pos'],
  ['Card purchase NAIVAS WESTLANDS', 'debit', 'POS'],
  ['Merchant payment CARREFOUR', 'debit', 'POS', 'generic.POS.merchant'],
  ['POS WDL 2033LAGOS', 'debit', 'POS'],
  ['SALARY FOR JANUARY ACME LTD', 'credit', 'payroll_and_salary', 'override.salary.keyword'],
  ['NIP TRF SALARY JAN 2024', 'credit', 'payroll_and_salary'],
  ['JAN SAL ACME', 'credit', 'payroll_and_salary'],
  ['Payroll credit - Ministry of Health', 'credit', 'payroll_and_salary'],
  ['RTGS FROM KCB JOHN DOE', 'credit', 'fund_transfer', 'generic.fund_transfer.rail'],
  ['EFT to Equity Bank', 'debit', 'fund_transfer'],
  ['PesaLink transfer to 0712345678', 'debit', 'fund_transfer'],
  ['NIP/OPAY/JOHN DOE', 'debit', 'fund_transfer'],
  ['TRF TO JOHN DOE', 'debit', 'fund_transfer', 'generic.fund_transfer.transfer'],
  ['IFT 0012345 SAVINGS', 'debit', 'fund_transfer'],
  ['Funds Transfer to 0123', 'debit', 'fund_transfer'],
  ['MPESA C2B 254712345678 JOHN DOE', 'credit', 'mobile_banking', 'generic.mobile_banking.wallet'],
  ['Transfer to M-PESA 0712345678', 'debit', 'mobile_banking'],
  ['Mobile Banking Transfer', 'debit', 'mobile_banking'],
  ['Airtime purchase 0803xxxx', 'debit', 'mobile_banking', 'generic.mobile_banking.airtime'],
  ['Agency banking deposit - Mama Shop', 'credit', 'agency', 'generic.agency.agent'],
  ['Agent withdrawal 123', 'debit', 'agency'],
  ['Bank charges', 'debit', 'other', 'override.fee.charge'],
  ['SMS alert charges', 'debit', 'other'],
  ['ATM withdrawal fee', 'debit', 'other', 'override.fee.fee'],
  ['Excise duty', 'debit', 'other', 'override.fee.tax'],
  ['COMMISSION ON TURNOVER', 'debit', 'other'],
  ['VAT on commission', 'debit', 'other'],
  ['Interest credit', 'credit', 'other', 'generic.other.finance'],
  ['Loan repayment', 'debit', 'other'],
  ['SOMETHING UNKNOWN', 'credit', 'other', 'default.other'],
  ['CHQ DEPOSIT 001234', 'credit', 'other', 'generic.other.cheque'],
  ['SALARY CHECKOFF TSC', 'credit', 'payroll_and_salary'],
  ['DEPOSIT VIA MPESA QWE123', 'credit', 'mobile_banking'],
  ['USSD TRF TO TUNDE ADEYEMI', 'debit', 'mobile_banking'],
  ['RETRAIT DAB PLATEAU 1234', 'debit', 'cash_and_atm'],
  ['VERSEMENT ESPÈCES AGENCE MÉDINA', 'credit', 'cash_and_atm'],
  ['PAIEMENT CARTE AUCHAN MERMOZ', 'debit', 'POS'],
  ['VIREMENT SALAIRE SONATEL SA', 'credit', 'payroll_and_salary'],
  ['VIREMENT ÉMIS VERS AWA SARR', 'debit', 'fund_transfer'],
  ['FRAIS DE TENUE DE COMPTE', 'debit', 'other', 'override.fee.fee'],
  ['Sent money to 0700XXX123 SARAH NAKATO', 'debit', 'mobile_banking'],
  ['Transfer from 024XXXX123 KWAME MENSAH', 'credit', 'mobile_banking', 'generic.mobile_banking.phone'],
  ['Payment to MELCOM ACCRA MALL', 'debit', 'POS'],
  ['Bill payment UMEME YAKA 12345678901', 'debit', 'mobile_banking'],
  ['E-Levy charge', 'debit', 'other'],
];

const MPESA_CASES: Case[] = [
  ['Customer Transfer to 2547******123 - JOHN DOE', 'debit', 'mobile_banking', 'mpesa.mobile_banking.wallet'],
  ['Pay Bill Online to 888880 - KPLC PREPAID Acc. 1234', 'debit', 'mobile_banking'],
  ['Pay Bill to 123456 - MOI GIRLS SCHOOL Acc. school fees', 'debit', 'mobile_banking'],
  ['Merchant Payment Online to 1234567 - NAIVAS', 'debit', 'POS', 'mpesa.POS.till'],
  ['Buy Goods 5678 - MAMA MBOGA', 'debit', 'POS'],
  ['Customer Transfer to 2547******123 JOHN KAMAU', 'debit', 'mobile_banking'],
  ['Customer Withdrawal At ATM 12345 - KCB MOI AVENUE ATM', 'debit', 'cash_and_atm'],
  ['M-Shwari Deposit', 'debit', 'mobile_banking'],
  ['Customer Withdrawal At Agent Till 12345 - SHOP', 'debit', 'agency', 'mpesa.agency.agent_till'],
  ['Agent Withdrawal 12345', 'debit', 'agency'],
  ['Deposit of Funds at Agent Till 12345 - SHOP', 'credit', 'agency'],
  ['Funds received from 2547******123 - JANE DOE', 'credit', 'mobile_banking'],
  ['Business Payment from 123456 - ACME LTD via API', 'credit', 'mobile_banking'],
  ['Salary Payment from 123456 - ACME LTD', 'credit', 'payroll_and_salary', 'override.salary.keyword'],
  ['Airtime Purchase', 'debit', 'mobile_banking'],
  ['Withdrawal at ATM 1234', 'debit', 'cash_and_atm', 'mpesa.cash_and_atm.atm'],
  ['Pay Bill Charge', 'debit', 'other', 'override.fee.charge'],
  ['Customer Transfer of Funds Charge', 'debit', 'other'],
  ['Withdrawal Charge', 'debit', 'other'],
  ['OverDraft of Credit Party', 'credit', 'mobile_banking'],
  ['M-Shwari Withdraw', 'credit', 'mobile_banking'],
  ['Reversal', 'credit', 'other', 'generic.other.finance'],
  ['Something odd', 'credit', 'mobile_banking', 'default.mobile_money'],
];

describe('categorise', () => {
  for (const [description, type, expected, ruleId] of BANK_CASES) {
    it(`given a bank ${type} "${description}", when categorised, then it is ${expected}`, () => {
      const got = categorise({ description, type }, bank);
      assert.equal(got.category, expected);
      if (ruleId) assert.equal(got.rule_id, ruleId);
    });
  }
  for (const [description, type, expected, ruleId] of MPESA_CASES) {
    it(`given an M-Pesa ${type} "${description}", when categorised, then it is ${expected}`, () => {
      const got = categorise({ description, type }, mpesa);
      assert.equal(got.category, expected);
      if (ruleId) assert.equal(got.rule_id, ruleId);
    });
  }

  it('given a fee row, then it is `other` with the fee flag, whatever channel it names', () => {
    for (const d of ['ATM withdrawal fee', 'POS charge', 'Pay Bill Charge', 'RTGS charges']) {
      assert.deepEqual(categorise({ description: d, type: 'debit' }, bank).fee, true, d);
      assert.equal(categorise({ description: d, type: 'debit' }, bank).category, 'other', d);
    }
  });

  it('given a credit that says commission, then it is income, not a fee', () => {
    const got = categorise({ description: 'Agent commission', type: 'credit' }, bank);
    assert.equal(got.fee, false);
  });

  it('given a salary advance, then the salary override does not apply', () => {
    assert.notEqual(categorise({ description: 'Salary advance loan', type: 'credit' }, bank).category, 'payroll_and_salary');
  });

  it('given a wallet P2P transfer on an unknown mobile-money profile, then it is mobile banking', () => {
    const got = categorise({ description: 'Transfer to 0803 JOHN', type: 'debit' }, { profile: 'opay', account_kind: 'mobile_money' });
    assert.equal(got.category, 'mobile_banking');
  });

  it('given Airtel Money cash out, then it is agency; and a bank transfer is a fund transfer', () => {
    const ctx = { profile: 'airtel-money', account_kind: 'mobile_money' as const };
    assert.equal(categorise({ description: 'Cash Out 0712', type: 'debit' }, ctx).category, 'agency');
    assert.equal(categorise({ description: 'Transfer to Bank KCB', type: 'debit' }, ctx).category, 'fund_transfer');
  });

  it('given an unknown issuer profile, then only overrides and generic rules apply', () => {
    const got = categorise({ description: 'Customer Transfer to 0712 - JOHN', type: 'debit' }, { profile: 'nobank', account_kind: 'bank' });
    assert.equal(got.rule_id, 'generic.fund_transfer.transfer');
  });

  it('the rule table is versioned JSON data with unique ids, seven known categories and valid patterns', () => {
    const json = JSON.parse(JSON.stringify(RULE_TABLE));
    assert.equal(typeof json.version, 'string');
    const all = [...RULE_TABLE.overrides, ...Object.values(RULE_TABLE.issuers).flat(), ...RULE_TABLE.generic];
    assert.equal(all.length, ruleCount());
    assert.equal(new Set(all.map((r) => r.id)).size, all.length);
    for (const r of all) {
      assert.ok(CATEGORY_KEYS.includes(r.category), r.id);
      assert.doesNotThrow(() => new RegExp(r.pattern, 'i'), r.id);
      if (r.fee) assert.equal(r.category, 'other', r.id);
    }
  });

  it('given a custom table, when categorised, then that table is used', () => {
    const table = { version: 't', overrides: [], issuers: {}, generic: [{ id: 't.pos', category: 'POS' as const, pattern: 'x' }] };
    assert.deepEqual(categorise({ description: 'x', type: 'debit' }, { ...bank, table }), { category: 'POS', rule_id: 't.pos', fee: false });
  });
});

describe('categorise: card accounts and other languages', () => {
  const card = { profile: 'generic', account_kind: 'card' as const };
  const wallet = { profile: 'generic', account_kind: 'mobile_money' as const };
  const cases: [string, 'debit' | 'credit', typeof card | typeof wallet | typeof bank, string][] = [
    ['JAVA HOUSE ABC NAIROBI KE', 'debit', card, 'POS'],
    ['NETFLIX.COM AMSTERDAM NL', 'debit', card, 'POS'],
    ['PAYMENT RECEIVED - THANK YOU', 'credit', card, 'fund_transfer'],
    ['PAIEMENT RECU - MERCI', 'credit', card, 'fund_transfer'],
    ['REFUND MARRIOTT HOTELS', 'credit', card, 'POS'],
    ['CASH ADVANCE ATM WESTLANDS', 'debit', card, 'cash_and_atm'],
    ['INTEREST CHARGED ON PURCHASES', 'debit', card, 'other'],
    ['ANNUAL CARD FEE', 'debit', card, 'other'],
    ['Kutoa pesa kwa wakala 123456 MBEZI', 'debit', wallet, 'agency'],
    ['Ada ya kutuma pesa', 'debit', wallet, 'other'],
    ['Tozo ya serikali', 'debit', wallet, 'other'],
    ['Lipa kwa simu SHOPPERS PLAZA', 'debit', wallet, 'POS'],
    ['Mshahara kutoka HALMASHAURI YA JIJI', 'credit', wallet, 'payroll_and_salary'],
    ['TRANSFERÊNCIA E-MOLA 84123', 'credit', bank, 'mobile_banking'],
    ['LEVANTAMENTO ATM BAIXA', 'debit', bank, 'cash_and_atm'],
    ['IB PAYMENT TO LANDLORD RENT', 'debit', bank, 'fund_transfer'],
    ['Cashback Reward', 'credit', wallet, 'other'],
  ];
  for (const [description, type, ctx, want] of cases) {
    it(`given "${description}" (${type}, ${ctx.account_kind}), then ${want}`, () => {
      assert.equal(categorise({ description, type }, ctx).category, want);
    });
  }

  it('given a bank account, then a merchant name alone stays other (only a card makes it a purchase)', () => {
    assert.equal(categorise({ description: 'JAVA HOUSE ABC NAIROBI KE', type: 'debit' }, bank).category, 'other');
  });
});

describe('categorise: French and Portuguese wallet and bank vocabulary', () => {
  const wallet = { profile: 'generic', account_kind: 'mobile_money' as const };
  const cases: [string, 'debit' | 'credit', typeof wallet | typeof bank, string][] = [
    ['Transfert reçu de 0791288009 KONE AWA', 'credit', wallet, 'mobile_banking'],
    ['Transfert envoyé à 0701020304', 'debit', wallet, 'mobile_banking'],
    ['Achat de crédit 0199051619', 'debit', wallet, 'mobile_banking'],
    ['Paiement facture CIE compteur 579236950', 'debit', wallet, 'mobile_banking'],
    ['Retrait chez le point 4512', 'debit', wallet, 'agency'],
    ['Dépôt point marchand 8841', 'credit', wallet, 'agency'],
    ['Paiement marchand SUPERETTE', 'debit', wallet, 'POS'],
    ['LEVANTAMENTO NO BALCÃO', 'debit', bank, 'cash_and_atm'],
    ['TRANSFERÊNCIA RECEBIDA JOAO', 'credit', bank, 'fund_transfer'],
    ['Transfert reçu de SOCIETE IVOIRE BTP', 'credit', bank, 'fund_transfer'],
  ];
  for (const [description, type, ctx, want] of cases) {
    it(`given "${description}" (${type}, ${ctx.account_kind}), then ${want}`, () => {
      assert.equal(categorise({ description, type }, ctx).category, want);
    });
  }
});

describe('categorise: more Swahili, Portuguese and card vocabulary', () => {
  const card = { profile: 'generic', account_kind: 'card' as const };
  const wallet = { profile: 'generic', account_kind: 'mobile_money' as const };
  const cases: [string, 'debit' | 'credit', typeof card | typeof wallet | typeof bank, string][] = [
    ['MALIPO KWA KADI NAIVAS NYALI', 'debit', bank, 'POS'],
    ['AMANA YA FEDHA TAWI LA KILIFI', 'credit', bank, 'cash_and_atm'],
    ['AUTOTELLER WITHDRAWAL MAIN MALL', 'debit', bank, 'cash_and_atm'],
    ['MULTICAIXA EXPRESS DE 923456', 'credit', bank, 'mobile_banking'],
    ['PROCESSAMENTO SALARIAL SONANGOL EP', 'credit', bank, 'payroll_and_salary'],
    ['MERCHANDISE CREDIT HUNGRY LION', 'credit', card, 'POS'],
    ['Compte bancaire vers portefeuille SGCI', 'credit', wallet, 'mobile_banking'],
    ['Transfert vers 0701020304 TRAORE MOUSSA', 'debit', wallet, 'mobile_banking'],
  ];
  for (const [description, type, ctx, want] of cases) {
    it(`given "${description}" (${type}, ${ctx.account_kind}), then ${want}`, () => {
      assert.equal(categorise({ description, type }, ctx).category, want);
    });
  }
});
