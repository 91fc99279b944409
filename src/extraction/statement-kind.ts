import { maskedCardIn } from './account-number';

/**
 * Card statements read differently (no balance column, purchases are debits and payments credits,
 * the previous balance is owed; a loan's part of a statement reads the same way), so the header says which kind this is: card vocabulary in any of
 * our four languages, or a masked card number beside card words. Two signals are needed; one
 * "card" word alone is often a bank statement advertising its debit card.
 */
const CARD_SIGNALS: RegExp[] = [
  /\bcredit\s+card\b|\bcard\s+statement\b|\bcard\s+account\b|carte\s+de\s+cr[ée]dit|relev[ée]\s+de\s+carte|cart[ãa]o\s+de\s+cr[ée]dito|extrato\s+do\s+cart[ãa]o|kadi\s+ya\s+mkopo/iu,
  /\bminimum\s+(?:amount\s+)?(?:payment|due|to\s+pay)\b|paiement\s+minimum|montant\s+minimum|pagamento\s+m[íi]nimo|malipo\s+ya\s+chini/iu,
  /\bpayment\s+due\s+date\b|\bdue\s+date\b|date\s+limite\s+de\s+paiement|data\s+de\s+vencimento|tarehe\s+ya\s+mwisho\s+ya\s+malipo/iu,
  /\bcredit\s+limit\b|\bavailable\s+credit\b|plafond|limite\s+de\s+cr[ée]dito?\b|kikomo\s+cha\s+mkopo/iu,
  // Money columns a card prints: what was bought (charged) beside what was paid back.
  /\b(?:purchases?|charges)\b.*\bpayments?\b|\bpayments?\b.*\b(?:purchases?|charges)\b/iu,
  /\bprevious\s+(?:statement\s+)?balance\b|\bnew\s+balance\b|ancien\s+solde|nouveau\s+solde|saldo\s+anterior|saldo\s+atual|salio\s+la\s+awali/iu,
  // A loan's balance is what is owed, as a card's: "Balance Owed", "Original Loan Amount".
  /\bbalance\s+owed\b|\bamount\s+owed\b|\bloan\s+balance\b|\boriginal\s+loan\s+amount\b/iu,
];

/** A title that names the document a card statement: enough on its own. */
const CARD_TITLE =
  /\b(?:credit\s+)?card\s+statement\b|statement\s+of\s+(?:your\s+)?(?:credit\s+)?card|relev[ée]\s+de\s+(?:votre\s+)?carte|extrato\s+(?:do|de)\s+cart[ãa]o|taarifa\s+ya\s+kadi/iu;

export function isCardStatement(headerText: string): boolean {
  if (CARD_TITLE.test(headerText)) return true;
  let n = maskedCardIn(headerText) ? 1 : 0;
  for (const re of CARD_SIGNALS) if (re.test(headerText)) n++;
  return n >= 2;
}
