import type { Money } from './amounts';
import { balanceLabels } from './balance-rows';
import type { HeaderMatch } from './columns';
import { ISO_CODES } from './currency-symbols';
import type { Line } from './layout';
import { moneyCells } from './money-cells';
import { norm, type SectionStart } from './account-sections';

/**
 * A wallet or account held in several currencies prints one table per currency, each under a heading
 * naming its ISO code ("Transaktionsübersicht - EUR", "Transactions – USD"), and its balances per currency
 * in a summary whose columns are headed by the codes ("EUR  CHF  GBP  USD" over "Opening balance 0,00
 * 0,00 …"). Each currency is then its own account: its rows chain from that currency's opening only.
 */

/** Headings of a currency section are short: a title and the code. */
const MAX_HEADING_WORDS = 6;

/** The one ISO code a short heading line names as a word (not inside a longer text), or null. */
export function currencyHeading(line: Line): string | null {
  if (line.words.length > MAX_HEADING_WORDS || moneyCells(line).length) return null;
  const codes = [...new Set(line.words.map((w) => w.text.replace(/^[-–—:(]+|[-–—:)]+$/g, '')).filter((t) => ISO_CODES.has(t)))];
  return codes.length === 1 ? codes[0]! : null;
}

/**
 * Where each currency's part of the document starts: before the heading above a repeat of the table
 * header whose code differs from the one before. The first header must have such a heading within
 * `headingLines` lines above it (a later repeat without one carries the current currency on: a page's
 * "continued" header), and at least two codes must be named; otherwise no cut (one currency, or headings
 * that do not mark sections).
 */
export function currencyStarts(pages: Line[][], headers: HeaderMatch[], headingLines: number): SectionStart[] {
  const first = headers[0];
  if (!first) return [];
  const text = norm(pages[first.page]?.[first.lineIndex]);
  if (!text) return [];
  const starts: SectionStart[] = [];
  let current = '';
  let repeats = 0;
  for (const [page, lines] of pages.entries())
    for (const [i, line] of lines.entries()) {
      if (i + 1 < first.span || norm(line) !== text) continue;
      repeats++;
      const top = i + 1 - first.span;
      let heading: { line: Line; code: string } | null = null;
      for (let k = top - 1; k >= Math.max(0, top - headingLines) && !heading; k--) {
        const code = currencyHeading(lines[k]!);
        if (code) heading = { line: lines[k]!, code };
      }
      // A repeat without a heading (a page's "(continued)" header) carries the current currency on; the first needs one.
      if (!heading) {
        if (!current) return [];
        continue;
      }
      if (heading.code === current) continue;
      starts.push(
        current ? { page, y: heading.line.y - heading.line.size / 2, account: heading.code } : { page: 0, y: -Infinity, account: heading.code },
      );
      current = heading.code;
    }
  return repeats && new Set(starts.map((s) => s.account)).size === starts.length && starts.length > 1 ? starts : [];
}

/** Opening and closing balances of one currency, as a summary with a column per currency prints them. */
export interface CurrencyBalances {
  opening: Money | null;
  closing: Money | null;
}

/** Lines under the codes' line searched for the summary's labelled figures. */
const SUMMARY_LINES = 40;

/**
 * A summary with a column per currency: a line of two or more ISO codes and nothing else, then labelled
 * lines printing one figure per code, each figure under the code whose column it overlaps (nearest by
 * centre). The first opening and the last closing label per code win; nothing is guessed where the
 * figures do not match the codes one to one.
 */
export function currencyColumnBalances(pages: Line[][]): Map<string, CurrencyBalances> {
  const out = new Map<string, CurrencyBalances>();
  for (const lines of pages)
    for (const [i, line] of lines.entries()) {
      const codes = line.words.map((w) => w.text);
      if (codes.length < 2 || !codes.every((c) => ISO_CODES.has(c)) || new Set(codes).size !== codes.length) continue;
      for (const below of lines.slice(i + 1, i + 1 + SUMMARY_LINES)) {
        if (below.words.every((w) => ISO_CODES.has(w.text))) break;
        const labels = balanceLabels(below.text);
        if (labels.length !== 1) continue;
        const cells = moneyCells(below);
        if (cells.length !== line.words.length) continue;
        const centre = (a: { x0: number; x1: number }) => (a.x0 + a.x1) / 2;
        const claims = cells.map((c) => {
          let best = 0;
          line.words.forEach((w, k) => {
            if (Math.abs(centre(w) - centre(c)) < Math.abs(centre(line.words[best]!) - centre(c))) best = k;
          });
          return best;
        });
        if (new Set(claims).size !== claims.length) continue;
        claims.forEach((k, j) => {
          const code = line.words[k]!.text;
          const entry = out.get(code) ?? { opening: null, closing: null };
          if (labels[0]!.kind === 'opening' && !(labels[0]!.either && entry.opening)) entry.opening ??= cells[j]!.money;
          else entry.closing = cells[j]!.money;
          out.set(code, entry);
        });
      }
    }
  return out;
}
