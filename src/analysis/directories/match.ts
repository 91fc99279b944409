import { normaliseNarration } from '../narration';

const cache = new WeakMap<readonly { pattern: string }[], RegExp[]>();

/** First entry of `list` whose pattern matches the narration (case-insensitive), else null. */
export function firstNamed<T extends { pattern: string }>(list: readonly T[], description: string): T | null {
  let regexes = cache.get(list);
  if (!regexes) {
    regexes = list.map((e) => new RegExp(e.pattern, 'i'));
    cache.set(list, regexes);
  }
  const text = normaliseNarration(description);
  for (let i = 0; i < list.length; i++) if (regexes[i].test(text)) return list[i];
  return null;
}
