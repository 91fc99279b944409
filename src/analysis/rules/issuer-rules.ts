import type { CategoryRule } from './rule-types';

/**
 * M-Pesa statements (Safaricom). Everything in the wallet is mobile money except agent and ATM cash
 * and till/merchant payments (POS: the wallet is the card); these rules claim the wallet's own
 * phrases before the generic "transfer" word can make them fund transfers. Fuliza, M-Shwari, Hustler Fund
 * and other in-wallet loan rows stay `mobile_banking` here (a reversal is `other`, by the generic rules); the loans analysis reports them.
 */
const MPESA: readonly CategoryRule[] = [
  {
    id: 'mpesa.agency.agent_till',
    category: 'agency',
    pattern: String.raw`\bagent till\b|\bat agent\b|\bagent withdrawal\b|\bagent deposit\b|\bdeposit of funds at agent\b`,
  },
  { id: 'mpesa.cash_and_atm.atm', category: 'cash_and_atm', pattern: String.raw`\batm\b` },
  { id: 'mpesa.fund_transfer.bank', category: 'fund_transfer', pattern: String.raw`\bpesa ?link\b|\brtgs\b|\beft\b` },
  {
    id: 'mpesa.POS.till',
    category: 'POS',
    pattern: String.raw`merchant payment|buy goods|\btill\b|lipa na m-?pesa|pay merchant|customer payment to small business|small business|pochi`,
  },
  {
    id: 'mpesa.mobile_banking.wallet',
    category: 'mobile_banking',
    pattern: String.raw`customer transfer|funds received|received from|business payment|pay ?bill|airtime|recharge|overdraft|\bod loan\b|fuliza|m-?shwari|kcb m-?pesa|promotion payment|international transfer|send money|salary payment|b2c|bundle|lock savings|m-?pesa|\bloan\b|hustler`,
    // "Reversal of Pay Bill Online to ..." undoes a payment: left to the generic rules (other).
    unless: String.raw`^revers(al|ed)\b`,
  },
];

/** Airtel Money and MTN MoMo: agent cash in/out is agency, merchants POS, everything else mobile money. */
const WALLET_AGENT_FIRST: readonly CategoryRule[] = [
  { id: 'wallet.POS.merchant', category: 'POS', pattern: String.raw`\bmerchant\b|^payment to\b|\bbuy goods\b|\btill\b` },
  {
    id: 'wallet.agency.cash_in_out',
    category: 'agency',
    pattern: String.raw`\bcash ?(in|out)\b|\bcashout\b|\bagent\b|\bwithdrawal\b|\bwithdraw\b|\bdeposit\b`,
    unless: String.raw`\bbank\b|\batm\b|\bsav(e|ings?)\b|\bmo ?kash\b|\bloan\b`,
  },
  { id: 'wallet.fund_transfer.bank', category: 'fund_transfer', pattern: String.raw`\bbank\b|\brtgs\b|\beft\b|\bpesa ?link\b|\bnip\b` },
  { id: 'wallet.mobile_banking.any', category: 'mobile_banking', pattern: String.raw`.` },
];

/**
 * Rules per issuer profile id (the extraction's `profile`, e.g. `mpesa-safaricom`). A profile
 * without an entry here (every bank profile today, and `generic`) uses the overrides and the generic
 * rules only.
 */
export const ISSUER_RULES: Readonly<Record<string, readonly CategoryRule[]>> = {
  'mpesa-safaricom': MPESA,
  'airtel-money': WALLET_AGENT_FIRST.map((r) => ({ ...r, id: r.id.replace('wallet.', 'airtel-money.') })),
  'mtn-momo': WALLET_AGENT_FIRST.map((r) => ({ ...r, id: r.id.replace('wallet.', 'mtn-momo.') })),
};
