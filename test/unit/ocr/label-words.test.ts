import assert from 'node:assert/strict';
import { repairLabelWord } from '../../../src/ocr/label-words';

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
