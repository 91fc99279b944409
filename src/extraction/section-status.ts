import { foldAccents } from './columns';
import type { TableLine } from './table-lines';

/**
 * Section headings that say the rows below them moved no money ("Pending transactions", "Declined
 * authorisations", "Opérations en attente"), and headings that end such a section ("Posted
 * transactions"). A heading is a short line on its own, never a row's wrapped narration.
 */
const NOT_COMPLETED =
  /^(?:pending|declined|failed|cancell?ed|unsuccessful|rejected|reversed|uncleared|unposted|operations?\s+(?:en\s+attente|rejetees?|annulees?)|transacc?(?:oes|ions)\s+(?:pendentes|canceladas|rejeitadas))\b[\w\s/&-]*$/i;
const NOUN = /\b(?:transactions?|items?|payments?|authori[sz]ations?|entries|operations?|transacoes|miamala)\b/i;
const COMPLETED = /^(?:posted|completed|successful|settled|cleared|booked)\s+(?:transactions?|items?|entries|payments?)\b/i;

function heading(l: TableLine): 'pending' | 'done' | null {
  if (l.anchor || l.line.words.length > 6) return null;
  const t = foldAccents(l.line.text).trim().replace(/:$/, '');
  if (NOT_COMPLETED.test(t) && NOUN.test(t)) return 'pending';
  if (COMPLETED.test(t)) return 'done';
  return null;
}

/** The table lines without such headings, and for each row anchor under one the heading as printed. */
export function sectionStatus(all: TableLine[]): { lines: TableLine[]; status: Map<TableLine, string> } {
  const lines: TableLine[] = [];
  const status = new Map<TableLine, string>();
  let current: string | null = null;
  for (const l of all) {
    const h = heading(l);
    if (h) {
      current = h === 'pending' ? l.line.text.trim().replace(/:$/, '') : null;
      continue;
    }
    if (l.anchor && current !== null) status.set(l, current);
    lines.push(l);
  }
  return { lines, status };
}
