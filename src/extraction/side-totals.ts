import LABELS from './language/side-total-labels.json';

/** The words of a side's total label as a pattern anchored at the line's start, longest first. */
function anchored(labels: readonly string[]): RegExp {
  const words = [...labels]
    .sort((a, b) => b.length - a.length)
    .map((l) =>
      l
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/ and /g, ' (?:and|&) ')
        .replace(/ /g, '[\\s/]+'),
    );
  return new RegExp(String.raw`^\s*(?:${words.join('|')})\b\s*:?`, 'i');
}

const SIDES = [
  [anchored(LABELS.credits), 'credits', false],
  [anchored(LABELS.debits), 'debits', false],
  [anchored(LABELS.debitParts), 'debits', true],
] as const;

/**
 * A summary line naming the total of one side without the word "total" ("Deposits and Additions 10,592.46",
 * "Summa uttag 47 st -44 469,36", `language/side-total-labels.json`): the label, whether it names a part of
 * its side, and where its figure may start, or null. The text is accent-folded.
 */
export function sideTotalLabel(text: string): { label: string; kind: 'debits' | 'credits'; part: boolean; end: number } | null {
  for (const [re, kind, part] of SIDES) {
    const m = re.exec(text);
    if (m) return { label: m[0].replace(/:\s*$/, '').trim(), kind, part, end: m[0].length };
  }
  return null;
}
