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
    'nip trf tfr trsf transfer transfers from to rtgs eft pos atm purchase payment pmt ref ft ift mob mobile app web by ' +
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

/**
 * The other party of a transaction, from its narration. Rule: when the narration has the mobile-money
 * shape `... <till or phone> - <NAME>` the name is what follows the first ` - `, cut before ` Acc.`,
 * ` via ` or ` Original conversation`; otherwise it is the narration without channel words, references
 * and tokens containing digits. Returns '' when nothing is left.
 */
export function counterpartyOf(description: string): string {
  const dash = description.indexOf(' - ');
  if (dash >= 0) {
    const tail = description.slice(dash + 3).split(/\s+Acc\.?\s|\s+via\s|\.?\s+Original conversation|\s+Acc\.?$/i)[0];
    const name = normaliseName(tail);
    if (name !== '') return name;
  }
  const words = normaliseName(description.replace(/[/_|\\;,:.-]+/g, ' '))
    .split(' ')
    .filter((w) => w !== '' && !NOISE.has(w.toLowerCase()) && w.length > 1);
  return words.slice(0, 4).join(' ');
}
