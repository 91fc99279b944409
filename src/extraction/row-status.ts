import { foldAccents } from './columns';

/**
 * Status words of a row that moved no money: cancelled, failed, reversed, declined, pending,
 * rejected, unsuccessful, in English, French, Portuguese and Swahili. Matched against a whole status
 * cell, never against a narration ("Reversal of ..." moves money and stays a transaction).
 */
const NOT_COMPLETED = new RegExp(
  '^(?:' +
    [
      'cancell?ed',
      'failed',
      'failure',
      'reversed',
      'declined',
      'pending',
      'rejected',
      'unsuccessful',
      'not completed',
      'incomplete',
      'expired',
      'voided?',
      'refused',
      'annulee?s?',
      'echouee?s?',
      'echec',
      'rejetee?s?',
      'refusee?s?',
      'en attente',
      'extournee?s?',
      'annulation',
      'inversee?s?',
      'cancelad[ao]s?',
      'falhad[ao]s?',
      'falhou',
      'revertid[ao]s?',
      'recusad[ao]s?',
      'pendente',
      'rejeitad[ao]s?',
      'estornad[ao]s?',
      'anulad[ao]s?',
      'imeghairiwa',
      'imeshindwa',
      'imeshindikana',
      'imefeli',
      'imekataliwa',
      'inasubiri',
      'inasubiriwa',
      'imerudishwa',
      'imerejeshwa',
      'imebatilishwa',
      'haikufanikiwa',
      'haijakamilika',
      'imesitishwa',
      'imefutwa',
    ].join('|') +
    ')$',
  'i',
);

/** The status as printed when it says the row did not complete, else null. */
export function notCompletedStatus(cell: string | undefined): string | null {
  const t = (cell ?? '').trim();
  if (!t) return null;
  return NOT_COMPLETED.test(
    foldAccents(t)
      .replace(/[.:;]+$/, '')
      .replace(/\s+/g, ' '),
  )
    ? t
    : null;
}
