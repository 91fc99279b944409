/**
 * Narration text helpers. `normaliseNarration` is what the category rules see; `counterpartyOf`
 * gives the normalised name of the other party, used to group recurring payments and to rank
 * counterparties.
 */

/** Lower case, separators (`/ _ | \ ; ,`) turned into spaces, whitespace collapsed. */
export function normaliseNarration(description: string): string {
  return description
    .toLowerCase()
    .replace(/[/_|\\;,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that name a channel, a formality or a pay month, never the other party. */
const NOISE = new Set(
  (
    'nip trf tfr trsf transfer transfers from frm to rtgs eft pos atm purchase payment pmt ref ft ift mob mobile app web by ' +
    'for ifo fav cr dr via the of pesalink pesa link mpesa m-pesa inward outward incoming outgoing funds fund ' +
    'received receive sent send ussd online internet banking bank credit debit txn trx transaction card visa ' +
    'mastercard verve purchase at on in and with paid pay bill paybill b2c c2b nibss instant neft swift ach ' +
    'standing order cheque chq clearing deposit withdrawal wdl cash chg charges charge fee acc account no number ' +
    'customer merchant business buy goods till api ibft interbank own salary salaries sal payroll wages pay ' +
    'jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august ' +
    'september october november december'
  ).split(' '),
);

const LEGAL_FORMS: ReadonlyArray<[RegExp, string]> = [
  [/\bLIMITED\b/g, 'LTD'],
  [/\bCOMPANY\b/g, 'CO'],
  [/\bINTERNATIONAL\b/g, 'INTL'],
];

/** Upper case, legal forms shortened, masked digits and punctuation dropped, at most five words. */
export function normaliseName(raw: string): string {
  let name = raw.toUpperCase().replace(/[^A-Z0-9&' ]+/g, ' ');
  for (const [from, to] of LEGAL_FORMS) name = name.replace(from, to);
  const words = name.split(/\s+/).filter((w) => w !== '' && !/\d/.test(w));
  return words.slice(0, 5).join(' ');
}

/** `REF 12345`, `REF:ABC123`, `RRN ...`, `SESSION ID ...`: a reference and its value. */
const REFERENCE = /\b(ref(erence)?|rrn|session(\s+id)?|txn\s+id|trace)\b[\s:#.-]*[A-Z0-9-]+/gi;

/**
 * The other party's side of a narration: for a credit, the payer (what follows `FROM`/`FRM`, or what
 * comes before `TO <beneficiary>`); for a debit, the beneficiary (what follows `TO`/`IFO`/`FAV`).
 * The whole narration when no marker splits it.
 */
function otherSide(description: string, type: 'credit' | 'debit' | undefined): string {
  if (!type) return description;
  const from = /\b(?:from|frm)\b[\s:]*/i.exec(description);
  const to = /\b(?:to|ifo|fav|ben)\b[\s:]*/i.exec(description);
  if (type === 'credit') {
    if (from) {
      const rest = description.slice(from.index + from[0].length);
      const cut = /\b(?:to|ifo|fav|ben)\b/i.exec(rest);
      return cut && cut.index > 0 ? rest.slice(0, cut.index) : rest;
    }
    return to && to.index > 0 ? description.slice(0, to.index) : description;
  }
  if (to) {
    const rest = description.slice(to.index + to[0].length);
    return rest.trim() === '' ? description : rest;
  }
  return description;
}

/**
 * The other party of a transaction, from its narration. Rule: when the narration has the mobile-money
 * shape `... <till or phone> - <NAME>` the name is what follows the first ` - `, cut before ` Acc.`,
 * ` via ` or ` Original conversation`; otherwise, given the row's type, the other party's side of the
 * narration (`FROM`/`FRM` payer of a credit, `TO` beneficiary of a debit), without references, channel
 * words and tokens containing digits. Returns '' when nothing is left.
 */
export function counterpartyOf(description: string, type?: 'credit' | 'debit'): string {
  const dash = description.indexOf(' - ');
  if (dash >= 0) {
    const tail = description.slice(dash + 3).split(/\s+Acc\.?\s|\s+via\s|\.?\s+Original conversation|\s+Acc\.?$/i)[0];
    const name = normaliseName(tail);
    if (name !== '') return name;
  }
  const side = otherSide(description, type).replace(REFERENCE, ' ');
  const words = normaliseName(side.replace(/[/_|\\;,:.-]+/g, ' '))
    .split(' ')
    .filter((w) => w !== '' && !NOISE.has(w.toLowerCase()) && w.length > 1);
  return words.slice(0, 4).join(' ');
}

/**
 * The key that merges spellings of one payer: the name without legal forms and generic company words
 * (`LEGAL_SUFFIXES`), so "ACME", "ACME LTD" and "ACME HOLDINGS LIMITED" share the key "ACME".
 */
export function payerKey(name: string, suffixes: ReadonlySet<string>): string {
  const words = name.split(' ').filter((w) => w !== '');
  const kept = words.filter((w) => !suffixes.has(w));
  return (kept.length ? kept : words).join(' ');
}
