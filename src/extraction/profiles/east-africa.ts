import type { IssuerProfile } from './types';

/** Equity Bank Kenya: Transaction Date | Value Date | Narrative | Transaction Reference | Debit | Credit | Running Balance. */
export const equityKenya: IssuerProfile = {
  id: 'equity-ke',
  company: 'Equity Bank (Kenya) Limited',
  account_kind: 'bank',
  detect: { any: ['equity bank', 'equitybank', 'equity group'] },
  columns: { description: ['narrative'], reference: ['transaction reference'], balance: ['running balance'] },
  dateOrder: 'DMY',
  currency: { code: 'KES' },
};

/** KCB Bank Kenya: Transaction Date | Value Date | Transaction Details | Money Out | Money In | Ledger Balance. */
export const kcbKenya: IssuerProfile = {
  id: 'kcb-ke',
  company: 'KCB Bank Kenya Limited',
  account_kind: 'bank',
  detect: { any: ['kcb bank', 'kenya commercial bank', '\\bkcb\\b'] },
  columns: { debit: ['money out'], credit: ['money in'], balance: ['ledger balance', 'book balance'] },
  dateOrder: 'DMY',
  currency: { code: 'KES' },
};

/** Stanbic Bank (Kenya/Uganda/Tanzania): Date | Description | Reference | Debit | Credit | Balance; currency from the country. */
export const stanbic: IssuerProfile = {
  id: 'stanbic',
  company: 'Stanbic Bank',
  account_kind: 'bank',
  detect: { any: ['stanbic'] },
  columns: { debit: ['payments'], credit: ['deposits'] },
  dateOrder: 'DMY',
};

/** CRDB Bank Tanzania: Posting Date | Details | Value Date | Debit | Credit | Book Balance (TZS). */
export const crdbTanzania: IssuerProfile = {
  id: 'crdb-tz',
  company: 'CRDB Bank PLC',
  account_kind: 'bank',
  detect: { any: ['crdb'] },
  columns: { balance: ['book balance'], date: ['posting date'] },
  dateOrder: 'DMY',
  currency: { code: 'TZS' },
};
