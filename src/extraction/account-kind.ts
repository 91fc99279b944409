import type { AccountKind } from '../domain/statement';
import type { IssuerProfile } from './profiles';
import { isCardStatement } from './statement-kind';

/**
 * Wallet vocabulary in a statement's header, in our four languages and by product name. One match is
 * enough: a bank statement names no wallet in its own header (transfers to wallets are rows, and rows
 * are not part of the header). "<Brand> Money" is a wallet brand (Airtel Money, Orange Money…); "Money
 * in/out" and "Total money" are summary labels.
 */
const WALLET_SIGNALS =
  /\bmobile\s+money\b|\bwallet\b|\bm-?pesa\b|\bairtel\s*money\b|\bmtn\s+momo\b|\bmomo\b|\btigo\s*pesa\b|\bhalo\s*pesa\b|\bt-?kash\b|\borange\s+money\b|\bmoov\s+money\b|\bwave\b|\be-?mola\b|\bm-?kesh\b|\bmpamba\b|\bporte-?monnaie\b|\bportefeuille\s+(?:mobile|[ée]lectronique)\b|\bcarteira\s+m[óo]vel\b|\bpesa\s+ya\s+simu\b|\bpochi\b|\b(?!(?:total|of|the|your|our|no|more|send|sent)\b)[a-z]+\s+money\b(?!\s+(?:in|out|received|sent|paid|transfers?|market)\b)/i;

/**
 * The kind of account: card when the header reads like a card statement (two card signals), a
 * wallet when the issuer profile says so or the header names a wallet product, else a bank account.
 * Analysis uses it to choose the default category of a row no rule names.
 */
export function accountKind(profile: Pick<IssuerProfile, 'account_kind'>, headerText: string): AccountKind {
  if (profile.account_kind === 'mobile_money') return 'mobile_money';
  if (isCardStatement(headerText)) return 'card';
  return WALLET_SIGNALS.test(headerText) ? 'mobile_money' : 'bank';
}
