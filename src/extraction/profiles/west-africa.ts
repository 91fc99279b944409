import type { IssuerProfile } from './types';

/** Guaranty Trust Bank (Nigeria): Trans. Date | Value. Date | Reference | Debits | Credits | Balance | Originating Branch | Remarks (NGN, dd-Mon-yyyy). */
export const gtbankNigeria: IssuerProfile = {
  id: 'gtbank-ng',
  company: 'Guaranty Trust Bank',
  account_kind: 'bank',
  detect: { any: ['guaranty trust', 'gtbank', 'gtco', '\\bgtb\\b'] },
  columns: { date: ['trans date'], value_date: ['value date'], other: ['originating branch'] },
  dateOrder: 'DMY',
  currency: { printed: 'NGN', code: 'NGN' },
};

/** Access Bank (Nigeria): Posted Date | Value Date | Description | Debit | Credit | Balance (NGN). */
export const accessNigeria: IssuerProfile = {
  id: 'access-ng',
  company: 'Access Bank Plc',
  account_kind: 'bank',
  detect: { any: ['access bank', 'accessbankplc'] },
  columns: { date: ['posted date'] },
  dateOrder: 'DMY',
  currency: { printed: 'NGN', code: 'NGN' },
};
