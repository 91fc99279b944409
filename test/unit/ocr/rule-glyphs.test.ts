import assert from 'node:assert/strict';
import { withoutRuleGlyphs } from '../../../src/ocr/rule-glyphs';

describe('ocr/rule-glyphs: a full grid’s rules OCR read as glyphs glued to the cells', () => {
  it('given brackets, bars and quotes against dates, figures and references when repaired then the cells read as printed', () => {
    const cases: [string, string][] = [
      ['(01-Mar-2025 NIP2264996686 [01-Mar-2025 485,000.00)', '01-Mar-2025 NIP2264996686 01-Mar-2025 485,000.00'],
      ['772,669.07|BRANCH 175437', '772,669.07 BRANCH 175437'],
      ['1,854,101.45)|ELECTRONIC MONEY', '1,854,101.45 ELECTRONIC MONEY'],
      ['1,301,554.71/CASH DEPOSIT', '1,301,554.71 CASH DEPOSIT'],
      ["_|'5589017147", '5589017147'],
      ['797,450.75 | HEALTHCARE', '797,450.75 HEALTHCARE'],
      ['50.00} 29,500.00!', '50.00 29,500.00'],
      ['Balance|Remarks Credits|', 'Balance Remarks Credits'],
    ];
    for (const [read, want] of cases) assert.equal(withoutRuleGlyphs(read), want, read);
  });

  it('given a figure in parentheses, a slash inside a reference and a bar before a one-digit day when repaired then they are kept', () => {
    for (const kept of ['(1,234.56)', 'LTD/REF893582', 'A/C 1234', '|8-Sep-2023', 'TRANSFER TO OKONKWO CHIDI/0123456789/ZENITH'])
      assert.equal(withoutRuleGlyphs(kept), kept);
  });
});
