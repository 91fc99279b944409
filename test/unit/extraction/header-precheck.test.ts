import assert from 'node:assert/strict';
import {
  buildSynonyms,
  labelVocabulary,
  lineLabelWords,
  matchGroup,
  movementLabelWords,
  settleRoles,
  tokens,
} from '../../../src/extraction/header-labels';
import type { Column } from '../../../src/extraction/columns';
import type { Line, Word } from '../../../src/extraction/layout';
import { genericProfile } from '../../../src/extraction/profiles';

/**
 * The header search reads every line of a statement as a possible header; `lineLabelWords` tells, before any
 * label matching, the lines that cannot pass it. It must be a bound, never a guess: every line it rules out
 * must also fail the full matching (no debit, credit or amount column, or fewer words matched than left over).
 */
describe('extraction: the cheap header bound never rules out a line the label matching would take', () => {
  const syn = buildSynonyms(genericProfile);
  const movement = movementLabelWords(syn);
  const vocabulary = labelVocabulary(syn);
  const line = (text: string): Line => {
    const words: Word[] = text.split(' ').map((t, i) => ({ text: t, x0: i * 60, x1: i * 60 + 40, y: 100, size: 8 }));
    return { page: 1, y: 100, size: 8, words, text };
  };
  const fullMatch = (l: Line) => {
    const cols: Column[] = [];
    const r = matchGroup(tokens(l.words), syn, cols, false);
    const roles = new Set(settleRoles(cols.sort((a, b) => a.x0 - b.x0)).map((c) => c.role));
    return { movement: roles.has('debit') || roles.has('credit') || roles.has('amount'), enough: r.matched >= r.unmatched };
  };
  const texts = [
    'Date Description Debit Credit Balance',
    'Txn Date Narration Withdrawal Deposit Closing Balance',
    'Date Details Amount Balance',
    'Money in Money out Balance',
    'PAYMENT RECEIVED FROM JOHN AND MARY',
    'Credit interest for the month',
    'Amount due and payable by the end of the period',
    'Thank you for banking with us',
    'Debit card purchase at the supermarket',
    'Date Description Withdrawal (Dr) Deposit (Cr) Balance',
  ];

  for (const text of texts)
    it(`given "${text}" then the bound agrees with the full matching`, () => {
      const bound = lineLabelWords(line(text), movement, vocabulary);
      const full = fullMatch(line(text));
      if (!bound.movement) assert.equal(full.movement, false, 'a line without a movement word named a movement column');
      if (!bound.note && bound.known < bound.unknown) assert.equal(full.enough, false, 'the bound ruled out a line that matched enough words');
    });

  it('given a header and a narration line then the header may head and the narration may not', () => {
    const header = lineLabelWords(line('Date Description Debit Credit Balance'), movement, vocabulary);
    assert.ok(header.movement && header.known >= header.unknown);
    const narration = lineLabelWords(line('Debit card purchase at the supermarket in town'), movement, vocabulary);
    assert.ok(narration.known < narration.unknown);
    assert.equal(lineLabelWords(line('Thank you for banking with us'), movement, vocabulary).movement, false);
  });
});
