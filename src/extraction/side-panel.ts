import { MONEY_ROLES, type Column, type HeaderMatch } from './columns';
import { joinWords, type Line } from './layout';
import { moneyCells } from './money-cells';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/**
 * A panel printed beside the transaction table, right of its last column (a card bill's rewards box,
 * notices, a payment summary): its lines share the table's baselines by chance, and read across they
 * run into the rows ("$25.98 REDEEMED THIS PERIOD -$0.00"). Its words are left out of the table.
 *
 * Recognised, right of a money column that ends the table, by a strip no word crosses and, past it,
 * a block of words starting together (left-aligned) that reads as prose: on at least `panelLines`
 * lines of rows, on at least `panelLines` lines of its own, and with at least `panelLines` lines of
 * `panelProseWords` words (`settings.pages`). A column of the table the header did not label (a `DR`/`CR` marker, a status,
 * a reference) prints a word or two on the rows' lines only, never lines of prose of its own.
 */

type PageSettings = ReadingSettings['pages'];

/** Where the panel beside the table starts (words starting there or further right are no part of it), or null. */
export function sidePanelEdge(lines: Line[], columns: Column[], s: PageSettings = DEFAULT_SETTINGS.pages): number | null {
  const last = columns[columns.length - 1];
  if (!last || !MONEY_ROLES.has(last.role) || lines.length === 0) return null;
  const size = Math.max(...lines.map((l) => l.size));
  const strip = last.x1 + s.panelStrip * size;
  // No word runs from the table into the strip: the table's figures end before it.
  if (lines.some((l) => l.words.some((w) => w.x0 < strip && w.x1 > strip))) return null;
  const beyond = lines.flatMap((l) => {
    const i = l.words.findIndex((w) => w.x0 >= strip);
    return i < 0 ? [] : [{ line: l, own: i === 0, words: l.words.slice(i) }];
  });
  if (beyond.length < 2 * s.panelLines) return null;
  // The panel's lines start together: the most common first edge, and the lines that start near it.
  const edges = beyond.map((b) => b.words[0]!.x0).sort((a, b) => a - b);
  let block: number[] = [];
  for (let i = 0, j = 0; j < edges.length; j++) {
    while (edges[j]! - edges[i]! > s.panelStartSpread * size) i++;
    if (j - i + 1 > block.length) block = edges.slice(i, j + 1);
  }
  const left = block[0]!;
  const inBlock = beyond.filter((b) => b.words[0]!.x0 >= left && b.words[0]!.x0 <= left + s.panelStartSpread * size);
  const beside = inBlock.filter((b) => !b.own && moneyCells(b.line).some((c) => c.words.every((w) => w.x1 < strip)));
  const own = inBlock.filter((b) => b.own);
  const prose = inBlock.filter((b) => b.words.length >= s.panelProseWords && b.words.filter((w) => /\p{L}{2}/u.test(w.text)).length >= 2);
  if (beside.length < s.panelLines || own.length < s.panelLines || prose.length < s.panelLines) return null;
  return strip;
}

/**
 * The pages without the panels printed beside a set of table headers' rows, and the headers with their
 * line indices moved accordingly (a line holding only the panel is gone). Below each header, down to the
 * next header of its page, every line loses its words past the panel's edge; so do the header's own lines
 * and, up to a blank stretch, the lines right above it that reach past the edge (a panel often begins
 * beside the table's title: the rewards box's "PREVIOUS BALANCE $120.38" is no opening balance of the
 * table). Taken out before the columns are placed, so that the panel's figures never move a label.
 */
export function withoutSidePanels(
  pages: Line[][],
  headers: HeaderMatch[],
  s: PageSettings = DEFAULT_SETTINGS.pages,
): { pages: Line[][]; headers: HeaderMatch[] } {
  const cut = new Map<Line, number>();
  for (const h of headers) {
    const page = pages[h.page] ?? [];
    const next = headers.filter((x) => x.page === h.page && x.lineIndex > h.lineIndex).sort((a, b) => a.lineIndex - b.lineIndex)[0];
    const end = next ? next.lineIndex + 1 - next.span : page.length;
    const edge = sidePanelEdge(page.slice(h.lineIndex + 1, end), h.columns, s);
    if (edge === null) continue;
    for (let i = h.lineIndex + 1 - h.span; i < end; i++) cut.set(page[i]!, edge);
    let below = page[h.lineIndex + 1 - h.span];
    for (let i = h.lineIndex - h.span; i >= 0; i--) {
      const l = page[i]!;
      if (!below || below.y - l.y > s.panelGap * l.size || !l.words.some((w) => w.x0 >= edge)) break;
      cut.set(l, edge);
      below = l;
    }
  }
  if (!cut.size) return { pages, headers };
  const moved = new Map<Line, number>();
  const out = pages.map((lines) => {
    const kept: Line[] = [];
    for (const l of lines) {
      const edge = cut.get(l);
      const words = edge === undefined ? l.words : l.words.filter((w) => w.x0 < edge);
      if (!words.length) continue;
      moved.set(l, kept.length);
      kept.push(words.length === l.words.length ? l : { ...l, words, text: joinWords(words), size: Math.max(...words.map((w) => w.size)) });
    }
    return kept;
  });
  return { pages: out, headers: headers.map((h) => ({ ...h, lineIndex: moved.get(pages[h.page]![h.lineIndex]!) ?? h.lineIndex })) };
}
