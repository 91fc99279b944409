import FEES from './language/fee-labels.json';
import { normaliseLabel } from './columns';

const LABELS = new Set(FEES.fee.map(normaliseLabel));

/** A column label that names the fee charged on the row's own movement ("Fee", "Charges", "E-Levy"; `language/fee-labels.json`). */
export function isFeeLabel(label: string): boolean {
  return LABELS.has(normaliseLabel(label));
}
