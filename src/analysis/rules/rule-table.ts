import { GENERIC_RULES } from './generic-rules';
import { ISSUER_RULES } from './issuer-rules';
import { OVERRIDE_RULES } from './override-rules';
import type { RuleTable } from './rule-types';

/** The rules in force. Bump `version` whenever a rule is added, removed or changed. */
export const RULE_TABLE: RuleTable = {
  version: '2025.3.0',
  overrides: OVERRIDE_RULES,
  issuers: ISSUER_RULES,
  generic: GENERIC_RULES,
};
