import type { ExtractedStatement } from '../domain/statement';

/**
 * FNV-1a over UTF-16 code units, 64-bit, as 16 hex digits (pure; no crypto module needed). The 64-bit state is
 * kept in four 16-bit limbs of ordinary numbers: the BigInt form allocated two BigInts a character (a third of
 * an analysis's CPU on a short statement). The prime is 2^40 + 0x1b3, so a product is the state times 0x1b3 plus
 * the state shifted up 40 bits (limb 0 into limb 2 and limb 1 into limb 3, by 8 bits), modulo 2^64.
 */
export function fnv1a64(text: string): string {
  // 0xcbf29ce484222325, low limb first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < text.length; i++) {
    h0 ^= text.charCodeAt(i); // a code unit is 16 bits: it only touches limb 0
    // Every term below stays under 2^31: limbs < 2^16, times 0x1b3 < 2^25, shifted limbs < 2^24, carries < 2^10.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return hex4(h3) + hex4(h2) + hex4(h1) + hex4(h0);
}

const hex4 = (limb: number) => limb.toString(16).padStart(4, '0');

/**
 * Identity of a statement's content: account number, period and every transaction's date, type,
 * amount, balance and description (whitespace-collapsed). The same statement uploaded twice, even
 * re-saved as another PDF, has the same fingerprint; any edited row changes it.
 */
export function statementFingerprint(s: ExtractedStatement): string {
  const rows = s.transactions.map((t) => [t.date, t.type, t.amount, t.balance, t.description.replace(/\s+/g, ' ').trim()]);
  return fnv1a64(JSON.stringify([s.account.replace(/\s+/g, ''), s.start_date, s.end_date, rows]));
}
