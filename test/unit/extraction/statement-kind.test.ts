import assert from 'node:assert/strict';
import { isCardStatement } from '../../../src/extraction/statement-kind';

describe('extraction/statement-kind', () => {
  it('given card vocabulary in English, French, Portuguese or Swahili when checked then the statement is a card statement', () => {
    const cards = [
      'VISA GOLD CREDIT CARD STATEMENT\nCard number 5399 83** **** 1234\nPayment Due Date 05 Feb 2025',
      'Credit limit 50,000.00  Minimum payment 2,500.00',
      'Relevé de carte de crédit\nDate limite de paiement 05/02/2025',
      'Extrato do cartão de crédito\nPagamento mínimo 1.500,00 MT',
      'Kadi ya mkopo\nTarehe ya mwisho ya malipo 05/02/2025',
      'Previous balance 1,000.00  New balance 1,250.00\n**** **** **** 4321',
    ];
    for (const t of cards) assert.equal(isCardStatement(t), true, t);
  });

  it('given a bank or wallet statement that mentions a card once when checked then it is not a card statement', () => {
    const banks = [
      'STATEMENT OF ACCOUNT\nAccount Number: 0123456789\nOpening Balance 1,000.00',
      'Get a free debit card with your credit card application today!',
      'Mobile Money Statement\nWallet Number: 233241234567',
    ];
    for (const t of banks) assert.equal(isCardStatement(t), false, t);
  });
});
