import type { CategoryRule } from './rule-types';

/**
 * Rules that win over every issuer and channel rule.
 *
 * Fees first: a fee row is money paid to the institution, not a movement through a channel, so it is
 * always `other` (flagged `fee`) even when its narration names the channel ("ATM withdrawal fee",
 * "Pay Bill Charge"). Counting it under the channel would inflate that channel's volume.
 * Paybill payments *of* fees ("Acc. school fees") are not fees of the account and are excluded.
 *
 * Salary second: "NIP TRF SALARY JAN" or "RTGS payroll" is salary whatever the rail. Salary
 * advances are credit, not pay, and are left to the channel rules.
 */
const NOT_A_FEE = String.raw`\bacc\.?\s|school|college|universit|academy|tuition|\bexam|\bhospital`;

export const OVERRIDE_RULES: readonly CategoryRule[] = [
  {
    id: 'override.fee.charge',
    category: 'other',
    fee: true,
    direction: 'debit',
    unless: NOT_A_FEE,
    pattern: String.raw`\b(sur)?charges?\b|\bcommissions?\b`,
  },
  {
    id: 'override.fee.fee',
    category: 'other',
    fee: true,
    direction: 'debit',
    unless: NOT_A_FEE,
    pattern: String.raw`\bfee\b|\bfrais\b|\bada ya\b|\btaxa\b|\btarifa\b|\bcomiss[aã]o\b|\bcommissions? de\b|\b(atm|pos|sms|card|maintenance|service|transfer|withdrawal|transaction|management|account|ledger|processing|arrangement|monthly|annual|cot)\s+fees\b`,
  },
  {
    id: 'override.fee.tax',
    category: 'other',
    fee: true,
    direction: 'debit',
    unless: NOT_A_FEE,
    pattern: String.raw`\btozo\b|\bushuru\b|\bimposto\b|\bimp[oô]t\b|\bexcise\b|\bstamp duty\b|\bvat\b|\bemtl\b|\bwithholding tax\b|\bwht\b|\bcot\b`,
  },
  {
    // "LEVY" is also a surname and a shop name ("POS PURCHASE LEVY STORES"): a levy only where no merchant is named.
    id: 'override.fee.levy',
    category: 'other',
    fee: true,
    direction: 'debit',
    unless: String.raw`${NOT_A_FEE}|\bpos\b|purchase|merchant|\btill\b|buy goods|payment to|\bweb\b|\bcard\b|\bstores?\b|\bshop\b|supermarket|\bltd\b|\blimited\b|\btrf to\b|\btransfer to\b`,
    pattern: String.raw`\blevy\b`,
  },
  {
    id: 'override.fee.sms_alert',
    category: 'other',
    fee: true,
    direction: 'debit',
    pattern: String.raw`\bsms alert|\balert charge|\bsms notification`,
  },
  {
    id: 'override.salary.keyword',
    category: 'payroll_and_salary',
    unless: String.raw`\badvance\b|\bloan\b`,
    pattern: String.raw`\b(salary|salaries|sal|payroll|pay roll|wages?|stipend|pension|net pay|payslip|check ?off|salaire|paie|mshahara|sal[aá]rio|salarial|vencimento)\b`,
  },
];
