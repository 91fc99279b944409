import assert from 'node:assert/strict';
import { printsNoMovement } from '../../../src/extraction/no-movement';

describe('extraction: printed totals of no movement', () => {
  it('given zero debit and credit totals (or a zero count) then nothing moved', () => {
    assert.equal(
      printsNoMovement([
        { label: 'TOTAL DEBITS', kind: 'debits', value: 0 },
        { label: 'TOTAL CREDITS', kind: 'credits', value: 0 },
      ]),
      true,
    );
    assert.equal(printsNoMovement([{ label: 'Number of transactions', kind: 'count', value: 0 }]), true);
  });

  it('given one side only, a non-zero total, a weak or a part total, or none then it does not say so', () => {
    assert.equal(printsNoMovement([{ label: 'TOTAL DEBITS', kind: 'debits', value: 0 }]), false);
    assert.equal(
      printsNoMovement([
        { label: 'TOTAL DEBITS', kind: 'debits', value: 0 },
        { label: 'TOTAL CREDITS', kind: 'credits', value: 1250 },
      ]),
      false,
    );
    assert.equal(
      printsNoMovement([
        { label: 'Total debits', kind: 'debits', value: 0, weak: true },
        { label: 'Total credits', kind: 'credits', value: 0, weak: true },
      ]),
      false,
    );
    assert.equal(printsNoMovement([]), false);
  });
});
