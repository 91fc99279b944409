import type { DayMonthOrder } from '../dates';

/** What a table column holds. */
export type ColumnRole = 'date' | 'value_date' | 'description' | 'debit' | 'credit' | 'amount' | 'balance' | 'reference' | 'dc' | 'status' | 'other';

export type MetadataField = 'name' | 'account' | 'contacts' | 'email' | 'currency' | 'period';

/**
 * An issuer's statement layout as data. Everything a profile states is added to the generic rules
 * (synonyms are merged, hints only break ties), so a profile that detects wrongly degrades to the
 * generic behaviour rather than failing. Patterns are case-insensitive regular expression sources.
 */
export interface IssuerProfile {
  id: string;
  /** Issuer name reported as `company`. */
  company: string;
  account_kind: 'bank' | 'mobile_money';
  /** Matched against the text of the first page: every `all` and at least one `any` (when given). */
  detect: { all?: string[]; any?: string[] };
  /** Column label synonyms beyond the generic ones. */
  columns?: Partial<Record<ColumnRole, string[]>>;
  /** Metadata labels beyond the generic ones. */
  labels?: Partial<Record<MetadataField, string[]>>;
  /** Day/month order when the dates themselves cannot tell. */
  dateOrder?: DayMonthOrder;
  /** Currency printed / ISO code when the statement does not say. */
  currency?: { printed?: string; code: string };
  /** The mobile number is the account (mobile money). */
  accountIsPhone?: boolean;
  /** Table titles after which the transaction table starts; tables before are summaries. */
  tableTitles?: string[];
}
