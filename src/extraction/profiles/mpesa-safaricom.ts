import type { IssuerProfile } from './types';

/**
 * Safaricom M-PESA customer statement: RC4-128 encrypted; header block (Customer Name, Mobile
 * Number, Email Address, Statement Period, Request Date); a SUMMARY table (Transaction Type | Paid In
 * | Paid Out) before the DETAILED STATEMENT (Receipt No. | Completion Time | Details | Transaction
 * Status | Paid In | Withdrawn | Balance); newest first; withdrawals printed negative.
 */
export const mpesaSafaricom: IssuerProfile = {
  id: 'mpesa-safaricom',
  company: 'Safaricom PLC',
  account_kind: 'mobile_money',
  detect: { any: ['m-?pesa', 'safaricom'], all: ['receipt no|completion time|detailed statement'] },
  columns: { date: ['completion time'], credit: ['paid in'], debit: ['withdrawn', 'paid out'], reference: ['receipt no'] },
  labels: { account: ['mobile number'], contacts: ['mobile number'], email: ['email address'] },
  dateOrder: 'DMY',
  currency: { printed: 'KES', code: 'KES' },
  accountIsPhone: true,
  tableTitles: ['detailed statement'],
};
