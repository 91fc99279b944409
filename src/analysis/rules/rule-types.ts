import type { AccountKind, TransactionType } from '../../domain/statement';
import type { CategoryKey } from '../categories';

/**
 * One categorisation rule. Rules are plain data (JSON-compatible) so the table can be versioned,
 * diffed and reviewed without reading code. Patterns are regular-expression sources matched
 * case-insensitively against the normalised narration (see `normaliseNarration`).
 */
export interface CategoryRule {
  /** Stable id carried by every categorised transaction (`<table>.<category>.<what>`). */
  id: string;
  category: CategoryKey;
  pattern: string;
  /** The rule applies only to rows of this type; absent means both. */
  direction?: TransactionType;
  /** The rule applies only to accounts of this kind; absent means both. */
  account_kind?: AccountKind;
  /** The rule does not apply when this pattern also matches. */
  unless?: string;
  /** The row is a fee or charge (reported under `fees`); such rules always use category `other`. */
  fee?: boolean;
}

/**
 * The whole table. Evaluation order (first match wins):
 * 1. `overrides` (fees and charges, then payroll and salary): the same whatever the issuer;
 * 2. `issuers[profile]`: the rules of the issuer profile that extracted the statement;
 * 3. `generic`: channel rules for any bank or mobile-money narration;
 * 4. the default: `other` for bank accounts, `mobile_banking` for mobile-money accounts.
 */
export interface RuleTable {
  version: string;
  overrides: readonly CategoryRule[];
  issuers: Readonly<Record<string, readonly CategoryRule[]>>;
  generic: readonly CategoryRule[];
}
