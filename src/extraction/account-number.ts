/**
 * Account, card and phone numbers printed without a "Label:" in front: beside the product name
 * ("SAVINGS ACCOUNT 0123456789", "Compte courant N° 00123…"), masked card numbers (the card number
 * is the account), IBANs (checked with their mod-97 digits) and mobile numbers.
 */

/** Product names that name an account by themselves ("Savings 0123…", "Compte courant 0123…"), in four languages. */
const PRODUCT = String.raw`(?:savings?|current|cheque|chequing|checking|fixed\s+deposit|(?:certificate\s+of|term|time)\s+deposit|domiciliary|wallet|mobile\s+money|momo|compte(?:\s+(?:courant|ch[eè]que|d['’][ée]pargne|[ée]pargne))?|conta(?:\s+(?:[àa]\s+ordem|corrente|poupan[çc]a|de\s+dep[óo]sitos?))?|akaunti(?:\s+ya\s+(?:akiba|sasa))?)`;
/** Qualifiers that need "account" after them: "Call 0800 …" is a phone number, "Call Account 0123…" an account. */
const QUALIFIER = String.raw`(?:call|salary|business|personal|premier|premium|gold|platinum|classic|student|everyday|transactional|corporate|loan|credit\s+card|debit\s+card|visa|mastercard)`;
const ACCOUNT_WORD = String.raw`(?:account|acct|a\/c|compte|conta|akaunti|wallet|card)`;
const NUMBER_MARK = String.raw`(?:no\.?|number|num\.?|n\.?\s?[°º]\.?|n\.|#|namba)`;
const DIGITS = String.raw`(\d[\d -]{4,}\d)`;
const BESIDE_PRODUCT = new RegExp(
  String.raw`\b(?:${PRODUCT}(?:\s+${ACCOUNT_WORD})?|${QUALIFIER}\s+${ACCOUNT_WORD}|${ACCOUNT_WORD})\s*(?:${NUMBER_MARK}\s*)?[:\-–—|]?\s*${DIGITS}(?![\d.,*Xx•])`,
  'iu',
);
const MASKED_CARD = /(?<![\d*Xx])(?:\d{4}|[*Xx•]{4})(?:[ -]?(?:\d{4}|\d{2}[*Xx•]{2}|[*Xx•]{4})){2}[ -]?\d{4}(?!\d)/u;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/;
/** An IBAN as printed, whatever its grouping and check digits: two capitals, two digits, then at least ten characters. */
const IBAN_SHAPED = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}\b/g;
/** International (+254 712 345 678, 00233…) and local (0712 345 678) mobile numbers. */
const PHONE =
  /(?<![\d+])(?:(?:\+|00)\d{1,3}[\s-]?\(?\d{1,4}\)?(?:[\s-]?\d{2,4}){2,5}|\b2\d{2}[17]\d{8}\b|\b0[1-9]\d{1,2}(?:[\s-]?\d{3}){2}\d{0,1}|\b0[1-9]\d{8}\b)(?!\d)/;

/**
 * A certificate of deposit named by its capitals alone ("CD - 36207901820", "CD 0123456"): case kept, so
 * that "cd" in a narration or an address is not read as a product.
 */
const DEPOSIT_CERTIFICATE = new RegExp(String.raw`\bCD\s*(?:${NUMBER_MARK}\s*)?[:\-–—|]?\s*${DIGITS}(?![\d.,*Xx•])`, 'u');

/** "SAVINGS ACCOUNT 0123456789", "Current Account - 1234567890", "Compte courant N° 0011 2233 44": the number. */
export function accountBesideProduct(text: string): string | null {
  const m = BESIDE_PRODUCT.exec(text) ?? DEPOSIT_CERTIFICATE.exec(text);
  if (!m) return null;
  const digits = m[1]!.trim();
  return digits.replace(/\D/g, '').length >= 6 ? digits : null;
}

/** "**** **** **** 1234", "5399 83** **** 1234", "XXXX-XXXX-XXXX-1234" as printed. */
export function maskedCardIn(text: string): string | null {
  const m = MASKED_CARD.exec(text)?.[0];
  // Sixteen plain digits are as likely a reference as a card; a printed mask says "card".
  return m && /[*Xx•]/.test(m) ? m : null;
}

/** An IBAN whose check digits are right, as printed. */
export function ibanIn(text: string): string | null {
  const m = IBAN.exec(text);
  return m && validIban(m[0]) ? m[0] : null;
}

export function validIban(printed: string): boolean {
  const s = printed.replace(/\s+/g, '').toUpperCase();
  if (s.length < 15 || s.length > 34) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of v) rest = (rest * 10 + +d) % 97;
  }
  return rest === 1;
}

/** A mobile or phone number, as printed. */
export function phoneIn(printed: string): string | null {
  // The digits of an IBAN ("CH93 0076 2011 …") are the account's, never a phone: blanked, positions kept.
  const text = printed.replace(IBAN_SHAPED, (m) => ' '.repeat(m.length));
  const re = new RegExp(PHONE.source, 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // A number after an id or reference label ("Customer ID 2671…", "Ref 0722…") is not a phone.
    const before = text.slice(Math.max(0, text.lastIndexOf('\n', m.index) + 1), m.index);
    // Digits run on from a number before them ("10005 00239 88511697296 28", a bank's RIB): a piece of it, not a phone.
    if (/\d[ -]?$/.test(before)) continue;
    if (ID_LABEL.test(before) && !PHONE_LABEL.test(before)) continue;
    const phone = m[0].trim();
    return text[m.index - 1] === '(' && phone.includes(')') && !phone.includes('(') ? `(${phone}` : phone;
  }
  return null;
}

const ID_LABEL =
  /\b(?:id|ref|reference|no|number|nr|num|account|acct|a\/c|customer|client|member|iban|card|policy|invoice|receipt|transaction|txn|compte|conta|akaunti|kumbukumbu)\b[\s.:#-]*$/i;
const PHONE_LABEL = /\b(?:tel|t[ée]l[ée]?phone|phone|mobile|cell|simu|telefone|telem[óo]vel|portable|contact|whatsapp)\b/i;
/** A phone number as printed, with its leading "+" and any balanced parentheses ("(+267) 77636795", "+27 (0)82 555 0199"). */
const PRINTED_PHONE = /(?:\(\+?\d{1,4}\)\s?)?\+?\d[\d\s.-]*(?:\(\d{1,4}\)[\d\s.-]*)*\d/;

export function printedPhone(text: string): string | null {
  const m = PRINTED_PHONE.exec(text);
  if (!m || m[0].replace(/\D/g, '').length < 7) return null;
  return m[0].trim();
}

/** The account printed without a label: beside a product name, else a masked card, else an IBAN. */
export function unlabelledAccount(text: string): string | null {
  return accountBesideProduct(text) ?? maskedCardIn(text) ?? ibanIn(text);
}

/** A phone label run into its number ("Tel:+225 07 22 93 86 26", "Mobile No.0722938626"), which the label reader cannot split. */
const RUN_IN_PHONE =
  /(?:^|[^\p{L}])(?:t[ée]l[ée]?phone|t[ée]l|phone|mobile|mob|cell|simu|telefone|telem[óo]vel|portable|whatsapp)\.?\s*(?:no\.?|number|n[°ºo]\.?)?\s*[:.]?-?\s*(?=[(+\d])/iu;

export function runInPhone(text: string): string | null {
  const m = RUN_IN_PHONE.exec(text);
  return m ? printedPhone(text.slice(m.index + m[0].length)) : null;
}
