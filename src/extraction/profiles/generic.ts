import { OTHER_LANGUAGE_COLUMNS, OTHER_LANGUAGE_LABELS } from './other-languages';
import type { ColumnRole, IssuerProfile, MetadataField } from './types';

/** English column label synonyms (lower case, punctuation removed). */
const ENGLISH_COLUMNS: Record<Exclude<ColumnRole, 'other'>, string[]> = {
  date: [
    'date', 'txn date', 'trans date', 'tran date', 'transaction date', 'posting date', 'post date', 'posted date',
    'book date', 'booking date', 'entry date', 'date posted', 'completion time', 'date time', 'date and time',
    'transaction time', 'trans date time', 'txn date time', 'processed date', 'effective date', 'tran date time',
    'trans time', 'txn time', 'posted', 'date of transaction', 'post dt', 'trans dt', 'tran time', 'transaction date time', 'trans date and time', 'transaction date and time',
  ],
  value_date: ['value date', 'val date', 'value dt', 'valuedate', 'value dated'],
  description: [
    'description', 'descriptions', 'details', 'detail', 'narration', 'narrative', 'particulars', 'remarks', 'remark',
    'transaction details', 'transaction detail', 'transaction description', 'transaction narration', 'memo',
    'transaction remarks', 'narrations', 'payment details', 'description of transaction', 'transaction particulars',
    'details of transaction', 'transaction',
  ],
  debit: [
    'debit', 'debits', 'withdrawal', 'withdrawals', 'withdrawn', 'paid out', 'money out', 'dr', 'debit amount',
    'amount out', 'payments', 'withdrawal amt', 'debit amt', 'debit dr', 'withdrawal amount', 'debits dr', 'out',
    'outflow', 'outflows', 'debit amount dr', 'payment', 'purchases', 'purchases and charges', 'charges',
    'purchases and advances', 'purchases debits',
  ],
  credit: [
    'credit', 'credits', 'deposit', 'deposits', 'paid in', 'money in', 'cr', 'credit amount', 'amount in',
    'receipts', 'deposit amt', 'credit amt', 'lodgements', 'lodgement', 'credit cr', 'deposit amount', 'credits cr',
    'in', 'inflow', 'inflows', 'payments and credits', 'payments credits', 'credits and payments',
  ],
  amount: ['amount', 'transaction amount', 'amt', 'txn amount', 'trans amount', 'amount dr cr', 'amount cr dr'],
  balance: [
    'balance', 'running balance', 'ledger balance', 'book balance', 'available balance', 'closing balance',
    'balance amount', 'bal', 'running bal', 'current balance', 'account balance', 'balance cr dr', 'balance dr cr',
  ],
  reference: [
    'reference', 'ref', 'ref no', 'reference no', 'reference number', 'cheque no', 'chq no', 'cheque number',
    'receipt no', 'receipt number', 'transaction id', 'txn id', 'trans id', 'instrument no', 'doc no', 'chq ref no',
    'transaction ref', 'transaction reference', 'ref number', 'cheque', 'chq', 'document no', 'trans ref', 'txn ref',
    'reference id', 'id', 'trans id no', 'serial no', 'transaction no', 'receipt', 'check no', 'chq no ref no',
  ],
  dc: ['dr cr', 'cr dr', 'd c', 'c d', 'debit credit', 'credit debit', 'txn type', 'type', 'dc', 'sign', 'entry type', 'drcr'],
  status: ['transaction status', 'status', 'txn status'],
};

const ENGLISH_LABELS: Record<MetadataField, string[]> = {
  name: [
    'customer name', 'account name', 'account holder', 'account holder name', 'name of account holder', 'client name',
    'holder name', 'account title', 'name', 'customer', 'account owner', 'names', 'member', 'member name',
    'card holder', 'cardholder', 'cardholder name', 'card holder name', 'primary cardholder', 'account holders', 'customer names',
    'wallet name', 'wallet holder', 'subscriber name', 'full name', 'names of account holder',
  ],
  account: [
    'account number', 'account no', 'a c no', 'a c number', 'acct no', 'account num', 'account', 'acc no',
    'accountnumber', 'iban', 'wallet number', 'wallet id', 'card number', 'account id', 'acct number',
    'wallet no', 'money number', 'mobile money number', 'momo number', 'card no', 'card account number', 'acc number', 'account no s',
  ],
  contacts: [
    'mobile number', 'phone number', 'phone', 'telephone', 'tel', 'mobile', 'contact number', 'contact', 'mobile no',
    'phone no', 'cell', 'cell phone', 'msisdn', 'telephone number', 'tel no',
  ],
  email: ['email address', 'email', 'e mail', 'e mail address'],
  currency: ['currency', 'account currency', 'ccy', 'currency code', 'curr'],
  period: ['statement period', 'period', 'date range', 'statement date range', 'for the period', 'from'],
};

function merged<K extends string>(base: Record<K, string[]>, extra: Partial<Record<K, string[]>>): Record<K, string[]> {
  const out = { ...base };
  for (const k of Object.keys(extra) as K[]) out[k] = [...new Set([...base[k], ...(extra[k] ?? [])])];
  return out;
}

/** Column label synonyms every statement is matched with, in every language we read. */
export const GENERIC_COLUMNS = merged(ENGLISH_COLUMNS, OTHER_LANGUAGE_COLUMNS);
export const GENERIC_LABELS = merged(ENGLISH_LABELS, OTHER_LANGUAGE_LABELS);

export const genericProfile: IssuerProfile = {
  id: 'generic',
  company: '',
  account_kind: 'bank',
  detect: {},
};
