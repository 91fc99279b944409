import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]);

describe('extraction: time and reference columns', () => {
  describe('separate time and reference columns', () => {
    for (const [time, narration, ref] of [
      ['Time', 'Particulars', 'Transaction ID'],
      ['Heure', 'Libellé', 'Référence'],
      ['Hora', 'Descritivo', 'ID'],
      ['Saa', 'Maelezo', 'Kumbukumbu'],
    ]) {
      it(`given "${time}" and "${ref}" columns beside the date when extracted then the time goes to details.time, the id to details.reference and the narration is the description`, () => {
        const H = row(90, [40, 'Date'], [95, time], [140, ref], [230, narration], [430, 'Amount', 'right'], [540, 'Balance', 'right']);
        const r = (y: number, d: string, t: string, id: string, desc: string, a: string, bal: string) =>
          row(y, [40, d], [95, t], [140, id], [230, desc], [430, a, 'right'], [540, bal, 'right']);
        const s = extractStatement(
          pdfText(
            page(1, [
              row(40, [40, 'SOME WALLET']),
              H,
              r(105, '01/03/2025', '07:02:40', 'QX71KD93JS', 'Cash in from agent', '500.00', '1,500.00'),
              r(117, '01/03/2025', '09:15:02', 'QX71KE11PA', 'Buy goods shop', '-120.00', '1,380.00'),
              r(129, '02/03/2025', '18:40:00', 'QX72AA05ZT', 'Airtime purchase', '-30.00', '1,350.00'),
            ]),
          ),
        );
        assert.deepEqual(brief(s), [
          ['2025-03-01', 'Cash in from agent', 500, 'credit', 1500],
          ['2025-03-01', 'Buy goods shop', 120, 'debit', 1380],
          ['2025-03-02', 'Airtime purchase', 30, 'debit', 1350],
        ]);
        assert.deepEqual(
          s.details.map((d) => [d.time, d.reference]),
          [
            ['07:02:40', 'QX71KD93JS'],
            ['09:15:02', 'QX71KE11PA'],
            ['18:40:00', 'QX72AA05ZT'],
          ],
        );
      });
    }
  });

  it('given an unlabelled narration column right of a time column and an id column when extracted then the narration, not the time or id, is the description', () => {
    const H = row(90, [40, 'Date'], [95, 'Time'], [140, 'Code'], [230, 'Purpose'], [430, 'Amount', 'right'], [540, 'Balance', 'right']);
    const r = (y: number, d: string, t: string, id: string, desc: string, a: string, bal: string) =>
      row(y, [40, d], [95, t], [140, id], [230, desc], [430, a, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'SOME WALLET']),
          H,
          r(105, '01/03/2025', '07:02:40', 'QX71KD93JS', 'Cash in from agent', '500.00', '1,500.00'),
          r(117, '02/03/2025', '09:15:02', 'QX71KE11PA', 'Buy goods shop', '-120.00', '1,380.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Cash in from agent', 'Buy goods shop'],
    );
    assert.deepEqual(
      s.details.map((d) => d.time),
      ['07:02:40', '09:15:02'],
    );
  });

  it('given no header and rows printing date, time, transaction id and narration when extracted then the id is the reference and the time goes to details', () => {
    const r = (y: number, d: string, t: string, id: string, desc: string, a: string, bal: string) =>
      row(y, [40, d], [95, t], [140, id], [230, desc], [430, a, 'right'], [540, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'SOME WALLET']),
          r(105, '01/03/2025', '07:02:40', 'QX71KD93JS', 'Cash in from agent', '500.00', '1,500.00'),
          r(117, '01/03/2025', '09:15:02', 'QX71KE11PA', 'Buy goods shop', '-120.00', '1,380.00'),
          r(129, '02/03/2025', '18:40:00', 'QX72AA05ZT', 'Airtime purchase', '-30.00', '1,350.00'),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.description),
      ['Cash in from agent', 'Buy goods shop', 'Airtime purchase'],
    );
    assert.deepEqual(
      s.details.map((d) => [d.time, d.reference]),
      [
        ['07:02:40', 'QX71KD93JS'],
        ['09:15:02', 'QX71KE11PA'],
        ['18:40:00', 'QX72AA05ZT'],
      ],
    );
  });
  for (const [dateLabel, timeLabel] of [
    ['Trans. Date', 'Trans. Time'],
    ['Date', 'Transaction Time'],
    ['Value Date', 'Trans. Time'],
  ]) {
    it(`given "${dateLabel}" and "${timeLabel}" columns when extracted then the date is the date and the time goes to details.time`, () => {
      const r = (y: number, d: string, t: string, desc: string, a: string, bal: string) =>
        row(y, [40, d], [100, t], [160, desc], [430, a, 'right'], [540, bal, 'right']);
      const s = extractStatement(
        pdfText(
          page(1, [
            row(40, [40, 'SOME WALLET']),
            row(90, [40, dateLabel], [100, timeLabel], [160, 'Narration'], [430, 'Amount', 'right'], [540, 'Balance', 'right']),
            r(105, '01/03/2025', '07:02:40', 'Cash in from agent', '500.00', '1,500.00'),
            r(117, '02/03/2025', '09:15:02', 'Buy goods shop', '-120.00', '1,380.00'),
          ]),
        ),
      );
      assert.deepEqual(
        s.transactions.map((t) => [t.date, t.description]),
        [
          ['2025-03-01', 'Cash in from agent'],
          ['2025-03-02', 'Buy goods shop'],
        ],
      );
      assert.deepEqual(
        s.details.map((d) => d.time),
        ['07:02:40', '09:15:02'],
      );
    });
  }
});
