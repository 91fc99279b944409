/**
 * Tolerant comparison of personal names: order, case, punctuation, honorifics, initials and extra
 * middle names do not matter.
 */

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'eng', 'hon', 'rev', 'sir', 'madam', 'alhaji', 'chief']);

export function nameTokens(name: string): string[] {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z ]+/g, ' ')
    .split(/\s+/)
    .filter((t) => t !== '' && !HONORIFICS.has(t));
}

export type NameVerdict = 'match' | 'partial' | 'mismatch' | 'unknown';

export interface NameComparison {
  verdict: NameVerdict;
  /** Share of the shorter name's tokens matched in the longer one (0..1, two decimals). */
  score: number;
}

function tokenMatches(a: string, b: string): 'full' | 'initial' | null {
  if (a === b) return 'full';
  if (a.length === 1 && b.startsWith(a)) return 'initial';
  if (b.length === 1 && a.startsWith(b)) return 'initial';
  return null;
}

/**
 * Rule: tokenise both names; match each token of the shorter name to a distinct token of the longer
 * one (equal, or an initial equal to the first letter). `match` when every token of the shorter name
 * matched, at least one of them in full, and the shorter name has two tokens or more (a lone surname
 * only matches a one-word name); `partial` when at least one full token matched; `mismatch`
 * otherwise; `unknown` when either name is empty.
 */
export function compareNames(a: string, b: string): NameComparison {
  const ta = nameTokens(a);
  const tb = nameTokens(b);
  if (ta.length === 0 || tb.length === 0) return { verdict: 'unknown', score: 0 };
  const [short, long] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  const used = new Set<number>();
  let full = 0;
  let matched = 0;
  // Full tokens first so an initial cannot steal the token a full name needs.
  const order = [...short].sort((x, y) => y.length - x.length);
  for (const token of order) {
    let hit = -1;
    let kind: 'full' | 'initial' | null = null;
    for (let j = 0; j < long.length && kind !== 'full'; j++) {
      if (used.has(j)) continue;
      const m = tokenMatches(token, long[j]);
      if (m === 'full' || (m === 'initial' && hit < 0)) {
        hit = j;
        kind = m;
      }
    }
    if (hit >= 0) {
      used.add(hit);
      matched += 1;
      if (kind === 'full') full += 1;
    }
  }
  const score = Math.round((matched / short.length) * 100) / 100;
  const enoughTokens = short.length >= 2 || long.length === 1;
  if (matched === short.length && full >= 1 && enoughTokens) return { verdict: 'match', score };
  if (full >= 1) return { verdict: 'partial', score };
  return { verdict: 'mismatch', score };
}

/**
 * Whether a narration names the holder. Rule: at least two distinct name tokens of three or more
 * letters appear as whole words of the narration (one-word names never count: too ambiguous).
 */
export function narrationNamesHolder(description: string, holderNames: readonly string[]): boolean {
  const words = new Set(nameTokens(description));
  return holderNames.some((name) => {
    const tokens = [...new Set(nameTokens(name).filter((t) => t.length >= 3))];
    if (tokens.length < 2) return false;
    return tokens.filter((t) => words.has(t)).length >= 2;
  });
}
