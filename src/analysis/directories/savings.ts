import type { NamedPattern } from './betting';

/**
 * Savings products linked to a wallet or account. Money moved into them is saved, not spent; money
 * taken out is the holder's own, not income; neither is credit. Loan rows of the same products
 * ("M-Shwari Loan", "KCB M-Pesa Loan Repayment") are matched first by `LENDERS`.
 */
export const SAVINGS: readonly NamedPattern[] = [
  { name: 'Lock Savings', pattern: String.raw`\block ?savings?\b|\bm-?shwari lock\b` },
  { name: 'M-Shwari', pattern: String.raw`\bm-?shwari\b` },
  { name: 'KCB M-Pesa', pattern: String.raw`\bkcb m-?pesa\b` },
  { name: 'Ziidi', pattern: String.raw`\bziidi\b` },
  { name: 'Timiza Savings', pattern: String.raw`\btimiza\b` },
  { name: 'Hustler Fund Savings', pattern: String.raw`\bhustler\b` },
  { name: 'MoKash', pattern: String.raw`\bmo ?kash\b` },
  { name: 'MoMo Savings', pattern: String.raw`\bmomo (save|savings)\b|\bairtel (money )?(save|savings)\b` },
  { name: 'Fixed deposit', pattern: String.raw`\b(fixed|term|call) deposit\b` },
];
