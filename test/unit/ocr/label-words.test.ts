import assert from 'node:assert/strict';
import { repairLabelWord } from '../../../src/ocr/label-words';
import { splitDateTime } from '../../../src/ocr/date-tokens';

describe('ocr/label-words (header words OCR misread by a letter, or ran together)', () => {
  it('given a label word one letter off, two label words run together, or words to keep then only the first two are repaired, in their case', () => {
    assert.equal(repairLabelWord('Operacién'), 'Operacion');
    assert.equal(repairLabelWord('DESCRIPTlON'), 'DESCRIPTION');
    assert.equal(repairLabelWord('Paidin'), 'Paid in');
    assert.equal(repairLabelWord('Balance'), 'Balance', 'a label word as it is');
    assert.equal(repairLabelWord('Saldo'), 'Saldo', 'short words are never changed');
    assert.equal(repairLabelWord('Kasarani'), 'Kasarani', 'a word no label is near');
    assert.equal(repairLabelWord('12/01/2026'), '12/01/2026');
  });
});

describe('ocr/date-tokens splitDateTime (a date run into its time)', () => {
  it('given "2026-02-2117:18:04" or "21/02/202617:18" then the space is put back; a date or time alone stays', () => {
    assert.equal(splitDateTime('2026-02-2117:18:04'), '2026-02-21 17:18:04');
    assert.equal(splitDateTime('21/02/202617:18'), '21/02/2026 17:18');
    assert.equal(splitDateTime('2026-02-21'), '2026-02-21');
    assert.equal(splitDateTime('17:18:04'), '17:18:04');
  });
});
