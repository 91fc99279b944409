import assert from 'node:assert/strict';
import { balanceLabels } from '../../../src/extraction/balance-rows';
import { interpretRows } from '../../../src/extraction/entries';
import { datesToldByLabel } from '../../../src/extraction/header-labels';
import type { Column } from '../../../src/extraction/columns';
import type { RawRow } from '../../../src/extraction/rows';

const raw = (y: number, text: RawRow['text']): RawRow => ({ page: 1, y, text, section: null });
const col = (label: string, role: Column['role'], x0: number): Column => ({ label, role, x0, x1: x0 + 30 });

describe('extraction: German statements (stacked date labels, Wert, Alter / Neuer Saldo)', () => {
  it('given "Buchung" over "Valuta" whose two stacked dates both fell to the value-date cell, then the first is the date and the second the value date', () => {
    const [e] = interpretRows([raw(100, { date: '', value_date: '02.01.2017 03.01.2017', description: 'Lastschrift-Einzug', amount: '100,00' })]);
    assert.deepEqual([e!.date?.a, e!.date?.b, e!.valueDate?.a, e!.valueDate?.b], [2, 1, 3, 1]);
  });

  it('given a row that prints a value date alone (posting date left blank for "same as above"), then its date is not taken from the value date', () => {
    const [e] = interpretRows([
      raw(100, { date: '', value_date: 'May 08', description: 'UPI/2128/RAJU PAN SHOP', debit: '15.00', balance: '223.56' }),
    ]);
    assert.equal(e!.date, null);
  });

  it('given "Datum | Wert" date columns, then the labels say which is the booking date: Wert is the value date', () => {
    assert.equal(datesToldByLabel([col('Datum', 'date', 70), col('Wert', 'value_date', 118)]), true);
  });

  it('given "Alter Saldo" and "Neuer Saldo" in the header, then they are the opening and closing balances', () => {
    assert.deepEqual(
      balanceLabels('Alter Saldo 130,28 Euro').map((l) => l.kind),
      ['opening'],
    );
    assert.deepEqual(
      balanceLabels('Neuer Saldo 1.131,29 Euro').map((l) => l.kind),
      ['closing'],
    );
  });
});
