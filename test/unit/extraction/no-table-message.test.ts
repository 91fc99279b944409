import assert from 'node:assert/strict';
import type { Line, Word } from '../../../src/extraction/layout';
import { describeUnreadable } from '../../../src/extraction/unreadable';

/** The refusal of a document where no line starts with a date says what the document does hold. */

const word = (text: string, x0: number): Word => ({ text, x0, x1: x0 + text.length * 5, y: 100, size: 10 });
const line = (y: number, ...cells: [string, number][]): Line => {
  const words = cells.flatMap(([text, x]) => text.split(' ').map((t, i) => word(t, x + i * 30)));
  return { words, text: words.map((w) => w.text).join(' '), y, page: 1, size: 8 };
};

describe('refusal of a document without a transaction table', () => {
  it('names the account-summary labels it prints, never their figures', () => {
    const page = [
      line(100, ['Account Summary', 10]),
      line(120, ['Previous Balance', 10], ['$482.42', 300]),
      line(140, ['New Balance', 10], ['$1,392.71', 300]),
      line(160, ['Minimum Payment Due', 10], ['$25.00', 300]),
      line(180, ['Credit Access Line', 10], ['$12,000.00', 300]),
    ];
    const msg = describeUnreadable([page]);
    assert.match(msg, /^No transaction table was found: no line starts with a date\./);
    assert.match(msg, /1 page of text, 5 lines, 4 amounts/);
    assert.match(msg, /opening balance, closing balance, payment due, credit limit/);
    assert.match(msg, /not a transaction statement/);
    assert.doesNotMatch(msg, /482|1,392|12,000/);
  });

  it('says so plainly when the text holds neither amounts nor summary labels (a guide)', () => {
    const page = [line(100, ['How to view your statements', 10]), line(120, ['Step 1. Log in to the app.', 10])];
    assert.equal(describeUnreadable([page]), 'No transaction table was found: no line starts with a date. Found 1 page of text, 2 lines, 0 amounts.');
  });
});
