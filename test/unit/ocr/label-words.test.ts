import assert from 'node:assert/strict';
import { repairLabelWord } from '../../../src/ocr/label-words';
import { repairDateToken, separateDates, splitDateTime } from '../../../src/ocr/date-tokens';

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

describe('ocr/date-tokens repairDateToken (a month word run into a day OCR misread)', () => {
  it('given "jani3" or "Feb0l" then the day\'s look-alike letters are digits; "Jan09" and words stay', () => {
    assert.equal(repairDateToken('jani3'), 'jan13');
    assert.equal(repairDateToken('Feb0l'), 'Feb01');
    assert.equal(repairDateToken('Jan09'), 'Jan09');
    assert.equal(repairDateToken('Kiosk'), 'Kiosk');
    assert.equal(repairDateToken('Mai1'), 'Mai1');
    assert.equal(repairDateToken('‘Jan'), 'Jan', 'a speck before the month');
    assert.equal(repairDateToken("'12/03/2026"), '12/03/2026');
    assert.equal(repairDateToken("'quote"), "'quote");
  });
});

describe('ocr/date-tokens separateDates (two dates run together with specks)', () => {
  it('given "12/22.«12/22,~-:" or "12/29." then each date stands alone; money and words stay as read', () => {
    assert.equal(separateDates('12/22.«12/22,~-:'), '12/22 12/22');
    assert.equal(separateDates('12/29.'), '12/29');
    assert.equal(separateDates('12/29'), '12/29');
    assert.equal(separateDates('1,842.17'), '1,842.17');
    assert.equal(separateDates('«PAYMENT'), '«PAYMENT');
    assert.equal(separateDates('~1.50'), '~1.50', 'a minus read as ~ before money stays for the money repair');
    assert.equal(separateDates('-1.50'), '-1.50');
    assert.equal(separateDates('22.12.2025,'), '22.12.2025');
  });
});
