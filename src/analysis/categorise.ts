import type { AccountKind, TransactionType } from '../domain/statement';
import type { CategoryKey } from './categories';
import { normaliseNarration } from './narration';
import { RULE_TABLE } from './rules/rule-table';
import type { CategoryRule, RuleTable } from './rules/rule-types';

export interface CategoriseContext {
  /** Issuer profile id of the extraction (`mpesa`, `generic`, ...). */
  profile: string;
  account_kind: AccountKind;
  /** Defaults to the table in force. */
  table?: RuleTable;
}

export interface Categorisation {
  category: CategoryKey;
  /** Id of the rule that matched, or `default.other` / `default.mobile_money`. */
  rule_id: string;
  fee: boolean;
}

interface Compiled {
  rule: CategoryRule;
  pattern: RegExp;
  unless: RegExp | null;
}

const cache = new WeakMap<readonly CategoryRule[], Compiled[]>();

function compiled(rules: readonly CategoryRule[]): Compiled[] {
  let out = cache.get(rules);
  if (!out) {
    out = rules.map((rule) => ({
      rule,
      pattern: new RegExp(rule.pattern, 'i'),
      unless: rule.unless ? new RegExp(rule.unless, 'i') : null,
    }));
    cache.set(rules, out);
  }
  return out;
}

function firstMatch(
  rules: readonly CategoryRule[],
  text: string,
  type: TransactionType,
  kind: CategoriseContext['account_kind'],
): CategoryRule | null {
  for (const c of compiled(rules)) {
    if (c.rule.direction && c.rule.direction !== type) continue;
    if (c.rule.account_kind && c.rule.account_kind !== kind) continue;
    if (!c.pattern.test(text)) continue;
    if (c.unless && c.unless.test(text)) continue;
    return c.rule;
  }
  return null;
}

/**
 * Categorise one transaction: overrides, then the issuer's rules, then the generic rules, first match
 * wins (see `RuleTable`). Unmatched rows default to `mobile_banking` on a mobile-money account (every
 * wallet movement is mobile money), to `POS` (debits) or `fund_transfer` (credits) on a card account, and
 * to `other` on a bank account.
 */
export function categorise(tx: { description: string; type: TransactionType }, ctx: CategoriseContext): Categorisation {
  const table = ctx.table ?? RULE_TABLE;
  const text = normaliseNarration(tx.description);
  const layers = [table.overrides, table.issuers[ctx.profile] ?? [], table.generic];
  for (const rules of layers) {
    const rule = firstMatch(rules, text, tx.type, ctx.account_kind);
    if (rule) return { category: rule.category, rule_id: rule.id, fee: rule.fee === true };
  }
  if (ctx.account_kind === 'mobile_money') return { category: 'mobile_banking', rule_id: 'default.mobile_money', fee: false };
  // A card debit no rule names is a purchase at a merchant; a card credit, money paid into the card.
  if (ctx.account_kind === 'card') {
    return tx.type === 'debit'
      ? { category: 'POS', rule_id: 'default.card_purchase', fee: false }
      : { category: 'fund_transfer', rule_id: 'default.card_payment', fee: false };
  }
  return { category: 'other', rule_id: 'default.other', fee: false };
}

/** Number of rules in a table (all layers). */
export function ruleCount(table: RuleTable = RULE_TABLE): number {
  const issuers = Object.values(table.issuers).reduce((n, r) => n + r.length, 0);
  return table.overrides.length + issuers + table.generic.length;
}
