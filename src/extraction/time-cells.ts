import { scanDate, scanTime } from './dates';
import { joinWords } from './layout';
import type { RawRow } from './rows';
import type { TableLine } from './table-lines';

const LEADING_TIME = /^(\d{1,2}[:hH]\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?)\s+(?=\S)/;

/** An identifier, not narration: one long token of letters and digits ("QX71KD93JS", "FT24061ABCD"). */
const ID_TOKEN = /^(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{7,}$/i;

/**
 * A time printed in a cell of its own ("Time", "Heure", "Hora", "Saa" columns) is the time of the
 * row's date, never narration; where the narration column holds only a time or an identifier while
 * an unnamed column holds words, the words are the narration (the time goes with the date, the
 * identifier to the reference).
 */
export function placeTimeCells(anchor: TableLine, parts: TableLine[], text: RawRow['text']): void {
  const own = (i: number) => joinWords(anchor.cells[i] ?? []).trim();
  const addTime = (t: string) => {
    const d = text.date ?? '';
    if (scanDate(d)?.time || (d && scanTime(d))) return;
    text.date = `${d} ${t}`.trim();
  };
  anchor.columns.forEach((c, i) => {
    if ((c.role === 'other' || c.role === 'value_date') && scanTime(own(i))) addTime(own(i));
  });
  let desc = (text.description ?? '').trim();
  // A time printed at the head of the narration cell ("08:15 Pagamento loja") is the row's time.
  const lead = LEADING_TIME.exec(desc);
  if (lead && scanTime(lead[1]!) && !scanDate(text.date ?? '')?.time && !scanTime(text.date ?? '')) {
    addTime(lead[1]!);
    text.description = desc = desc.slice(lead[0].length);
  }
  const timeOnly = desc !== '' && scanTime(desc) !== null;
  const idOnly = ID_TOKEN.test(desc);
  if (!timeOnly && !idOnly) return;
  const words = anchor.columns.findIndex((c, i) => c.role === 'other' && /\p{L}{2,}\s+\p{L}/u.test(own(i)));
  if (words < 0) return;
  if (timeOnly) addTime(desc);
  else if (!text.reference) text.reference = desc;
  text.description = parts
    .map((p) => joinWords(p.cells[words] ?? []))
    .filter(Boolean)
    .join(' ');
}
