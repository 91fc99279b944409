import type { CategoryRule } from './rule-types';

/**
 * Rules for card accounts, ahead of every other channel rule. On a card statement a merchant name
 * alone ("JAVA HOUSE NAIROBI KE", "NETFLIX.COM") is a card purchase, so the categoriser's default for
 * a card debit is POS (see `categorise`); these rules catch what the default would get wrong: cash
 * advances are cash, a refund from a merchant reverses a POS purchase, and the payment that settles
 * the card is money transferred from another account.
 */
export const CARD_RULES: readonly CategoryRule[] = [
  {
    id: 'card.cash_and_atm.cash_advance',
    category: 'cash_and_atm',
    account_kind: 'card',
    pattern: String.raw`\bcash advance\b|\bavance (de )?(tr[eé]sorerie|esp[eè]ces)\b|\badiantamento\b|\batm\b|\bdab\b|\bgab\b`,
  },
  {
    id: 'card.POS.refund',
    category: 'POS',
    account_kind: 'card',
    direction: 'credit',
    pattern: String.raw`\brefund\b|\bremboursement\b|\breembolso\b|\bestorno\b|\bmarejesho\b|\bmerchant credit\b|\bmerchandise credit\b`,
  },
  {
    id: 'card.fund_transfer.payment',
    category: 'fund_transfer',
    account_kind: 'card',
    direction: 'credit',
    pattern: String.raw`\bpayment\b|\bpaiement\b|\bpagamento\b|\bmalipo\b|\bthank you\b|\bmerci\b|\bobrigado\b|\basante\b|\bdirect debit\b|\bautopay\b`,
  },
];
