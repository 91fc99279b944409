import assert from 'node:assert/strict';
import type { Column } from '../../../src/extraction/columns';
import { placeMoneyColumns, type NumericCluster } from '../../../src/extraction/numeric-columns';

describe('extraction/numeric-columns: figures under a detail label are not the movement', () => {
  const columns: Column[] = [
    { role: 'date', label: 'Date', x0: 43, x1: 62 },
    { role: 'description', label: 'Transaction Details', x0: 234, x1: 313 },
    { role: 'other', label: 'International amount', x0: 417, x1: 468 },
    { role: 'amount', label: 'Amount(in', x0: 493, x1: 537 },
  ];
  const foreign: NumericCluster = { x0: 459, x1: 475, edge: 475, count: 19 };
  const amounts: NumericCluster = { x0: 550, x1: 575, edge: 575, count: 19 };

  it('given as many figures under "International amount" as right of "Amount" when placed then the amount takes the latter', () => {
    const placed = placeMoneyColumns(columns, [foreign, amounts]);
    const amount = placed.find((c) => c.role === 'amount')!;
    assert.deepEqual([amount.x0, amount.x1], [550, 575]);
  });

  it('given more figures under the detail label than elsewhere when placed then the better supported column still wins', () => {
    const placed = placeMoneyColumns(columns, [{ ...foreign, count: 30 }, amounts]);
    const amount = placed.find((c) => c.role === 'amount')!;
    assert.deepEqual([amount.x0, amount.x1], [459, 475]);
  });
});
