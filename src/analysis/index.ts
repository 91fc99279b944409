/**
 * The analysis facade: pure functions from extracted statements to reports. No I/O, no clock (pass
 * `now`), no Node-only modules, so callers may run it in an activity, a worker thread or a request.
 */
export { analyseStatement, type AnalyseOptions } from './analyse-statement';
export { analyseCombined, currencyOf, type CombinedOptions, type CombinedResult, type ConsolidatedView, type SubmittedStatement } from './combined';
export { categorise, ruleCount, type Categorisation, type CategoriseContext } from './categorise';
export { CATEGORY_KEYS, type CategoryKey, type PerCategory } from './categories';
export { legacyReport, type LegacyCategoryEntry, type LegacyReport } from './legacy-report';
export { legacyInsights, type LegacyInsights, type OwnAccountTransfers } from './legacy-insights';
export { compareNames, narrationNamesHolder, type NameComparison, type NameVerdict } from './name-match';
export { statementFingerprint } from './fingerprint';
export { RULE_TABLE } from './rules/rule-table';
export type { CategoryRule, RuleTable } from './rules/rule-types';
export { SCHEMA_VERSION, type AnalysisResult, type AnalysedTransaction } from './result-types';
export type { InterAccountTransfer } from './inter-account';
