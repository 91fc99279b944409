import type { ExtractedStatement } from '../domain/statement';

/** FNV-1a over UTF-16 code units, 64-bit, as 16 hex digits (pure; no crypto module needed). */
export function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * Identity of a statement's content: account number, period and every transaction's date, type,
 * amount, balance and description (whitespace-collapsed). The same statement uploaded twice, even
 * re-saved as another PDF, has the same fingerprint; any edited row changes it.
 */
export function statementFingerprint(s: ExtractedStatement): string {
  const rows = s.transactions.map((t) => [t.date, t.type, t.amount, t.balance, t.description.replace(/\s+/g, ' ').trim()]);
  return fnv1a64(JSON.stringify([s.account.replace(/\s+/g, ''), s.start_date, s.end_date, rows]));
}
