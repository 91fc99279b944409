import assert from 'node:assert/strict';
import { withoutSpecks } from '../../../src/ocr/specks';

describe('ocr/specks (symbols a noisy scan puts round the words of a cell)', () => {
  it('given figures with specks stuck to them when cleaned then they read as printed', () => {
    assert.equal(withoutSpecks('eee 69.00.'), 'eee 69.00');
    assert.equal(withoutSpecks('8 867.82Cr__'), '8 867.82Cr');
    assert.equal(withoutSpecks('«577.90'), '577.90');
    assert.equal(withoutSpecks('“ 1,250.00 ”'), '1,250.00');
    assert.equal(withoutSpecks('398,000 ~'), '398,000');
    assert.equal(withoutSpecks('SMS FEE ; 17,500'), 'SMS FEE 17,500');
  });

  it('given signs and what OCR reads for a minus when cleaned then they stay', () => {
    for (const t of ['~19,54', '_44,40', '=55,00', '1.719,81 -', '(50.00)', '-1 250,00', '— 3,00']) assert.equal(withoutSpecks(t), t);
  });

  it('given narration with punctuation when cleaned then words are left alone', () => {
    for (const t of ['Mr. J. Smith', "O'Brien", 'Ref: 123', 'S.a.r.l.', 'CHECK #1019*']) assert.equal(withoutSpecks(t), t);
  });
});
