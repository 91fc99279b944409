import assert from 'node:assert/strict';
import { parseMoney } from '../../../src/extraction/amounts';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { documentDecimal } from '../../../src/extraction/number-format';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction/number-format: one decimal mark per document', () => {
  it('given the figures of a document when read then the decimal mark is the one they show unambiguously, or none', () => {
    assert.equal(documentDecimal(['1,012.500', '12.50', '3,000.25']), '.');
    assert.equal(documentDecimal(['1.234,56', '12,50', '3 000,25']), ',');
    assert.equal(documentDecimal(['1,000', '2,500', '12.500']), null, 'three-digit groups show nothing');
    assert.equal(documentDecimal(['1,234.56', '1.234,56', '12,50']), null, 'mixed formats decide nothing');
  });

  it('given the document decimal when a lone separator precedes three digits then it is a decimal mark only if it is the document’s', () => {
    assert.deepEqual(parseMoney('12.500', '.'), { minor: 1250, marker: null });
    assert.deepEqual(parseMoney('12.500', ','), { minor: 1250000, marker: null });
    assert.deepEqual(parseMoney('12.500'), { minor: 1250000, marker: null });
    assert.deepEqual(parseMoney('1,000', '.'), { minor: 100000, marker: null });
  });
});

describe('extraction: a three-decimal currency statement', () => {
  it('given Kuwaiti dinar figures with three decimals when extracted then "12.500" is twelve and a half, not twelve thousand five hundred', () => {
    const lines = [
      row(40, [40, 'EXAMPLE BANK OF KUWAIT K.S.C.']),
      row(55, [40, 'Currency: KWD']),
      row(100, [40, 'Date'], [110, 'Description'], [330, 'Debit', 'right'], [430, 'Credit', 'right'], [540, 'Balance', 'right']),
      row(115, [40, '01/03/2025'], [110, 'Opening balance'], [540, '1,000.000', 'right']),
      row(130, [40, '02/03/2025'], [110, 'TALABAT'], [330, '12.500', 'right'], [540, '987.500', 'right']),
      row(145, [40, '03/03/2025'], [110, 'SALARY'], [430, '1,250.750', 'right'], [540, '2,238.250', 'right']),
      row(160, [40, '04/03/2025'], [110, 'KNET PAYMENT'], [330, '38.120', 'right'], [540, '2,200.130', 'right']),
    ];
    const s = extractStatement(pdfText(page(1, lines)));
    assert.deepEqual(
      s.transactions.map((t) => [t.amount, t.type, t.balance]),
      [
        [12.5, 'debit', 987.5],
        [1250.75, 'credit', 2238.25],
        [38.12, 'debit', 2200.13],
      ],
    );
  });
});
