import type { ExtractedStatement } from '../domain/statement';
import type { PdfText } from '../pdf/types';

/**
 * An account number OCR misread by one character (a dropped leading zero, "1498904588465" for
 * "01498904588465") makes the engine cut one statement into two accounts. When the engine finds several
 * accounts and two of their numbers are one edit apart, the number seen only on scanned pages is taken as
 * the other (the one a typed page prints, else the one printed on more pages, else the longer), and the document is read
 * again with it. Two numbers both printed on typed pages are two accounts, however close (sub-accounts).
 */
export interface AccountNumberFix {
  text: PdfText;
  read: string;
  taken: string;
  pages: number[];
}

const key = (account: string) => account.replace(/[\s-]/g, '').toUpperCase();

export function unifyMisreadAccountNumbers(statement: ExtractedStatement, text: PdfText, ocrPages: readonly number[]): AccountNumberFix | null {
  const accounts = (statement.accounts ?? []).map((a) => a.account).filter((a) => /\d{4}/.test(a));
  for (let i = 0; i < accounts.length; i++)
    for (let j = i + 1; j < accounts.length; j++) {
      const [a, b] = [accounts[i]!, accounts[j]!];
      if (key(a) === key(b) || !oneEdit(key(a), key(b))) continue;
      const seenA = pagesPrinting(text, a);
      const seenB = pagesPrinting(text, b);
      const typed = (pages: number[]) => pages.some((p) => !ocrPages.includes(p));
      if (typed(seenA) && typed(seenB)) continue;
      // Both only on scanned pages and printed on as many: OCR drops a character (a leading zero) far more
      // often than it invents one, so the longer number is taken.
      const tie = !typed(seenA) && !typed(seenB) && seenA.length === seenB.length;
      const aIsRight = typed(seenA) || (!typed(seenB) && (seenA.length > seenB.length || (tie && key(a).length > key(b).length)));
      const bIsRight = typed(seenB) || (!typed(seenA) && (seenB.length > seenA.length || (tie && key(b).length > key(a).length)));
      if (aIsRight === bIsRight) continue;
      const [read, taken, pages] = aIsRight ? [b, a, seenB] : [a, b, seenA];
      return {
        read,
        taken,
        pages,
        text: {
          ...text,
          pages: text.pages.map((p) =>
            ocrPages.includes(p.number) && pages.includes(p.number)
              ? { ...p, items: p.items.map((it) => ({ ...it, str: replaceToken(it.str, read, taken) })) }
              : p,
          ),
        },
      };
    }
  return null;
}

function pagesPrinting(text: PdfText, account: string): number[] {
  return text.pages.filter((p) => p.items.some((it) => it.str.split(/\s+/).includes(account))).map((p) => p.number);
}

function replaceToken(str: string, from: string, to: string): string {
  return str
    .split(' ')
    .map((t) => (t === from ? to : t))
    .join(' ');
}

/** True when one substitution, insertion or deletion turns `a` into `b`. */
export function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
