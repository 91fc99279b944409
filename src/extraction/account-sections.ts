import type { PdfText } from '../pdf/types';
import type { HeaderMatch } from './columns';
import type { Line } from './layout';
import { sameKindHeaderLines } from './header-hints';
import { readHeaderFields } from './metadata';
import { moneyCells } from './money-cells';
import { datedLines } from './unreadable';
import type { IssuerProfile } from './profiles';

/** Where an account's part of the document starts: on page index `page`, at the lines from `y` down. */
export interface SectionStart {
  page: number;
  y: number;
  account: string;
}

/** "Account 0038817-L14", "Acct No. 1234-5678", "ACCOUNT XXXXXX4471-S0010" (masked) inside a line: the number after an account word. */
const ACCOUNT_IN_TITLE = /\b(?:account|acct|a\/c)\b\.?\s*(?:no\.?|number|#)?\s*:?\s*((?:[X*•]{2,}-?)?(?:\d[\dA-Z]*(?:-[\dA-Z]+)+|\d{6,}))\b/i;
/** An account number without its spaces and hyphens, in capitals: two spellings of one number are one key. */
export const accountKey = (account: string) => account.replace(/[\s-]/g, '').toUpperCase();

/** An IBAN without its spaces: country, two check digits, then the domestic bank and account number (BBAN). */
const IBAN_KEY = /^[A-Z]{2}\d{2}([A-Z0-9]{10,30})$/;
/** The fewest digits a domestic account number needs before it is taken as the one inside an IBAN. */
const DOMESTIC_DIGITS = 6;

/**
 * Two spellings of one account: the same number, or an IBAN and the domestic account number it holds
 * ("DE15 5115 0000 0532 0130 00" and "Kontonummer 0532013000", often printed on the first page only). A number
 * that carries the other on ("0038817-L14" after "0038817") is another account.
 */
export function sameAccount(a: string, b: string): boolean {
  const [x, y] = [accountKey(a), accountKey(b)];
  if (x === y) return true;
  const inIban = (iban: string, domestic: string) => {
    const bban = IBAN_KEY.exec(iban)?.[1];
    // The domestic number's digits, grouped or not ("16 238.529.57" in "CH83 0843 5016 2385 2957 0").
    const digits = /^[\d./]+$/.test(domestic) ? domestic.replace(/\D/g, '') : '';
    return !!bban && digits.replace(/^0+/, '').length >= DOMESTIC_DIGITS && bban.includes(digits);
  };
  return inIban(x, y) || inIban(y, x);
}

/**
 * Several accounts in one PDF: each prints its own block (account number, often name and period)
 * above its own table header. The document is cut before each header block that names an account
 * other than the one before it; a block that names none continues the current account. One account
 * (the usual case: the same block repeated on every page) gives no cut.
 */
export function accountStarts(pages: Line[][], headers: HeaderMatch[], profile: IssuerProfile): SectionStart[] {
  // Repeats of the header's text, and headers of the same kind under labels of their own (a loan's table below
  // the savings account's on one page).
  const sorted = [...everyRepeat(pages, headers), ...(headers[0] ? sameKindHeaderLines(pages, headers[0]) : [])]
    .filter((h, i, all) => all.findIndex((o) => o.page === h.page && o.lineIndex === h.lineIndex) === i)
    .sort((a, b) => a.page - b.page || a.lineIndex - b.lineIndex);
  const dateColumn = headers[0]?.columns.find((c) => c.role === 'date');
  const starts: SectionStart[] = [];
  let current = '';
  let prevEnd = { page: -1, line: 0 };
  for (const h of sorted) {
    const lines = pages[h.page] ?? [];
    const from = prevEnd.page === h.page ? prevEnd.line : 0;
    const to = h.lineIndex + 1 - h.span;
    prevEnd = { page: h.page, line: h.lineIndex + 1 };
    if (to <= from) continue;
    // The previous table's rows are no account block: a card number in a narration ("DEBIT PURCHASE … 5412-XXXX-
    // XXXX-9522") names no account. The block is what follows the last dated row before the header.
    const span = lines.slice(from, to);
    // A row is a dated line starting under the table's date column (a rate, "4.29% $224.27", is none) that
    // prints money: a dated field of the block ("Periode 01.01.2026 - 28.02.2026", "Erstellt 02.03.2026") prints none.
    const dated = new Set(
      datedLines(span).filter(
        (l) =>
          dateColumn &&
          !l.words[0]!.text.includes('%') &&
          l.words[0]!.x0 <= dateColumn.x1 + l.size &&
          l.words[0]!.x1 >= dateColumn.x0 - l.size &&
          moneyCells(l).length > 0,
      ),
    );
    const lastRow = span.reduce((last, l, k) => (dated.has(l) ? k : last), -1);
    const block = span.slice(lastRow + 1);
    if (!block.length) continue;
    const fields = readHeaderFields(block, profile);
    // A section's title naming its account in passing ("AUTO LOAN — SUFFIX L14 Account 0038817-L14").
    // It is the account when no label names one, or when it carries the labelled number on ("Member Number:
    // 0038817" above "Account 0038817-S01": each suffix is an account of its own).
    const titled = block.map((l) => ACCOUNT_IN_TITLE.exec(l.text)?.[1]).find(Boolean) ?? '';
    const account =
      titled && (!fields.account || (titled !== fields.account && accountKey(titled).startsWith(accountKey(fields.account))))
        ? titled
        : fields.account;
    // Four digits together, or six in groups ("16 238.529.57").
    if (!/\d{4}/.test(account) && account.replace(/\D/g, '').length < 6) continue;
    // The account's block starts at its first field line (the rows of the account before it end there);
    // an account printed without a label ("360 Savings - 0123…") starts at the line that prints it.
    const printedAt = block.findIndex((l) => l.text.includes(account));
    const top = block[Math.min(...fields.fieldLines, printedAt < 0 ? Infinity : printedAt)] ?? block[0]!;
    if (current && !sameAccount(account, current)) starts.push({ page: h.page, y: top.y - top.size / 2, account });
    if (!current) starts.push({ page: 0, y: -Infinity, account });
    current = account;
  }
  return starts.length > 1 ? starts : [];
}

/** A line's words, letters and digits only: a repeat OCR read with a stray mark ("details - Paid out") is the same line. */
export const norm = (line: Line | undefined) =>
  line
    ? line.text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
    : '';

/** Every line that repeats the table header's text, several on one page included, in reading order. */
function everyRepeat(pages: Line[][], headers: HeaderMatch[]): { page: number; lineIndex: number; span: number }[] {
  const first = headers[0];
  if (!first) return [];
  const text = norm(pages[first.page]?.[first.lineIndex]);
  if (!text) return [];
  return pages.flatMap((lines, page) =>
    lines.flatMap((line, lineIndex) => (lineIndex + 1 >= first.span && norm(line) === text ? [{ page, lineIndex, span: first.span }] : [])),
  );
}

/** The part of the document from one start to the next (pages keep their numbers; the info is shared). */
export function sliceText(text: PdfText, from: SectionStart, to: SectionStart | undefined): PdfText {
  const pages = text.pages.flatMap((p, i) => {
    if (i < from.page || (to && i > to.page)) return [];
    const items = p.items.filter((it) => (i !== from.page || it.y >= from.y) && (!to || i !== to.page || it.y < to.y));
    return items.length ? [{ ...p, items }] : [];
  });
  return { ...text, pages };
}
