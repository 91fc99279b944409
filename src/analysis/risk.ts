import type { BalanceContinuity, BreakFinding, DocumentCheck, Duplicates } from './integrity';
import type { DataQuality } from './data-quality';
import type { NameVerdict } from './name-match';

export interface RiskReason {
  code: string;
  points: number;
  detail: string;
}

export interface Risk {
  /** Sum of the reasons' points, capped at 100. */
  risk_score: number;
  /** `low` below 20, `medium` below 50, `high` from 50. */
  risk_level: 'low' | 'medium' | 'high';
  reasons: RiskReason[];
}

export interface RiskInput {
  continuity: BalanceContinuity;
  duplicates: Duplicates;
  document: DocumentCheck;
  transactions: number;
  /** Null when no `fullname` was given. */
  name_verdict: NameVerdict | null;
  days_since_end: number | null;
  /** The extraction's reconciliation verdict (absent in callers that have none). */
  reconciliation?: 'reconciled' | 'unverified' | 'unreconciled';
  /** Data quality verdict (`dataQualityOf`); absent means `ok`. */
  data_quality?: DataQuality['verdict'];
  /** Readable descriptions and rows, for the reason's detail. */
  readable?: { readable: number; rows: number };
  /** Round-trip pairs found (`matchRoundTrips`). */
  round_trips?: number;
  /** Returned or unpaid items (not their charges). */
  returned_items?: number;
  /** The running balance's breaks as findings (absent in callers that have none). */
  balance_breaks?: BreakFinding[];
}

/** Points of a break that nothing on the statement explains: enough on its own to make the risk high. */
export const UNEXPLAINED_BREAK_POINTS = 50;

/** Statements older than this many days at analysis time add `STALE_STATEMENT`. */
export const STALE_AFTER_DAYS = 90;

/**
 * The integrity risk score: each reason adds its points (table below), the sum is capped at 100.
 * | code | points |
 * | BALANCE_CONTINUITY_BREAKS | 20 + 5 per further break, at most 40 |
 * | BALANCE_TYPE_MISMATCH | 10 |
 * | BALANCE_NOT_RECONCILED (printed opening/closing do not reconcile) | 15 |
 * | BALANCE_UNCHECKED (no running balance to check) | 5 |
 * | DUPLICATE_ROWS | 10 + 2 per further duplicate, at most 20 |
 * | EDITING_TOOL (producer/creator is a known editor) | 30 |
 * | MODIFIED_AFTER_CREATION | 20 |
 * | CREATED_BEFORE_PERIOD_END | 25 |
 * | METADATA_MISSING | 5 |
 * | NAME_MISMATCH / NAME_PARTIAL_MATCH (against `fullname`) | 20 / 5 |
 * | STALE_STATEMENT (period ended > 90 days before `now`) | 5 |
 * | EXTRACTION_UNRECONCILED (reconciliation verdict) | 15 |
 * | BALANCE_BREAK_UNEXPLAINED (a break no excluded row accounts for) | 50 |
 * | NO_TRANSACTIONS | 50 |
 * | NO_READABLE_DESCRIPTIONS (under half the rows carry a description) | 50 |
 * | TOO_FEW_TRANSACTIONS (fewer than `MIN_TRANSACTIONS` rows) | 50 |
 * | ROUND_TRIPPING | 15 + 5 per further pair, at most 30 |
 * | RETURNED_ITEMS | 10 + 5 per further item, at most 30 |
 * A result without enough to judge (no rows, no readable descriptions, too few rows) is always `high`:
 * never a confident "low risk".
 */
export function riskOf(input: RiskInput): Risk {
  const reasons: RiskReason[] = [];
  const add = (when: boolean, code: string, points: number, detail: string) => {
    if (when) reasons.push({ code, points, detail });
  };
  const { continuity: c, duplicates: d, document: doc } = input;
  add(
    c.breaks > 0,
    'BALANCE_CONTINUITY_BREAKS',
    Math.min(40, 20 + 5 * (c.breaks - 1)),
    `${c.breaks} row(s) whose balance does not follow from the previous one`,
  );
  add(c.type_mismatches > 0, 'BALANCE_TYPE_MISMATCH', 10, `${c.type_mismatches} row(s) whose type disagrees with the balance movement`);
  add(c.reconciles === false, 'BALANCE_NOT_RECONCILED', 15, 'printed opening and closing balances do not reconcile with the transactions');
  add(c.verdict === 'unchecked' && input.transactions > 0, 'BALANCE_UNCHECKED', 5, 'no running balance to check continuity against');
  add(d.duplicate_rows > 0, 'DUPLICATE_ROWS', Math.min(20, 10 + 2 * (d.duplicate_rows - 1)), `${d.duplicate_rows} duplicated row(s)`);
  add(doc.editing_tools.length > 0, 'EDITING_TOOL', 30, `produced or edited with ${doc.editing_tools.join(', ')}`);
  add(doc.modified_after_creation, 'MODIFIED_AFTER_CREATION', 20, `modified ${doc.modified_at} after creation ${doc.created_at}`);
  add(doc.created_before_period_end, 'CREATED_BEFORE_PERIOD_END', 25, `file created ${doc.created_at} before the last day of the period`);
  add(doc.metadata_missing, 'METADATA_MISSING', 5, 'no producer, creator or creation date');
  add(input.name_verdict === 'mismatch', 'NAME_MISMATCH', 20, 'the applicant name does not match the statement holder');
  add(input.name_verdict === 'partial', 'NAME_PARTIAL_MATCH', 5, 'the applicant name only partly matches the statement holder');
  add(
    input.days_since_end !== null && input.days_since_end > STALE_AFTER_DAYS,
    'STALE_STATEMENT',
    5,
    `period ended ${input.days_since_end} days before the analysis`,
  );
  add(
    input.reconciliation === 'unreconciled',
    'EXTRACTION_UNRECONCILED',
    15,
    "the statement's printed balances or totals do not reconcile with the rows read (see reconciliation)",
  );
  const unexplained = (input.balance_breaks ?? []).filter((b) => b.explanation === null);
  add(
    unexplained.length > 0,
    'BALANCE_BREAK_UNEXPLAINED',
    UNEXPLAINED_BREAK_POINTS,
    `the printed running balance breaks where nothing explains it: ${unexplained
      .slice(0, 3)
      .map((b) => `row ${b.index} (${b.date}) prints ${b.printed}, previous balance and amount ${b.amount} give ${b.expected}`)
      .join('; ')}${unexplained.length > 3 ? ` and ${unexplained.length - 3} more` : ''}`,
  );
  add(input.transactions === 0, 'NO_TRANSACTIONS', 50, 'the statement has no transactions: nothing to judge');
  add(
    input.data_quality === 'no_readable_descriptions',
    'NO_READABLE_DESCRIPTIONS',
    50,
    `${input.readable?.readable ?? 0} of ${input.readable?.rows ?? input.transactions} row(s) carry a readable description: channels, income and spending cannot be judged`,
  );
  add(
    input.data_quality === 'too_few_transactions',
    'TOO_FEW_TRANSACTIONS',
    50,
    `only ${input.transactions} transaction(s): too few to judge income and spending`,
  );
  const trips = input.round_trips ?? 0;
  add(
    trips > 0,
    'ROUND_TRIPPING',
    Math.min(30, 15 + 5 * (trips - 1)),
    `${trips} round trip(s): money out and back, or in and straight out (left out of income)`,
  );
  const returned = input.returned_items ?? 0;
  add(returned > 0, 'RETURNED_ITEMS', Math.min(30, 10 + 5 * (returned - 1)), `${returned} returned, unpaid or bounced item(s)`);
  const score = Math.min(
    100,
    reasons.reduce((s, r) => s + r.points, 0),
  );
  return { risk_score: score, risk_level: score < 20 ? 'low' : score < 50 ? 'medium' : 'high', reasons };
}
