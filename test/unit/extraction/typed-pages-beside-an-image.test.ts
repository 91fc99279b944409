import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import type { PdfText } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A Vietnamese donation-account statement exported from a spreadsheet: row numbers before the dates,
 * labels stacked over their English translation in brackets ("Phát sinh có" over "(Credit amount)"),
 * whole-dong amounts grouped with dots, no running balance; its last page is an image. It is read from
 * its typed pages, and the image page is a warning, not a refusal.
 */
function statement(): { text: PdfText; expected: Array<[string, number, string]> } {
  const rows: Array<[string, string, string]> = [
    ['01/09/2024 10:27:58', '150.000', 'Ung ho nguoi co hoan canh kho khan'],
    ['02/09/2024 07:29:20', '1.500', 'TRAN QUANG HUY Chuyen tien'],
    ['03/09/2024 06:59:55', '797', 'NGUYEN DANH THONG Chuyen tien'],
    ['03/09/2024 12:08:28', '1', 'LE THI KIM ANH Chuyen tien'],
    ['14/09/2024 21:55:22', '1.000.000', 'HOANG LINH NGAN Chuyen tien'],
    ['15/09/2024 23:09:31', '20.000', 'PHAM HOANG TRUNG NGUYEN Ung ho'],
  ];
  const typed = page(1, [
    row(40, [40, 'NGÂN HÀNG TMCP ĐẦU TƯ VÀ PHÁT TRIỂN VIỆT NAM']),
    row(60, [150, 'SAO KÊ TÀI KHOẢN TIỀN GỬI KHÁCH HÀNG/ACCOUNT STATEMENT']),
    row(75, [200, 'Từ ngày: 01/09/2024 đến ngày 15/9/2024']),
    row(95, [40, 'Số tài khoản: 1261122666'], [400, 'Loại tiền tệ: VND']),
    row(120, [40, 'STT'], [100, 'Ngày giao dịch'], [230, 'Phát sinh có'], [330, 'Diễn giải']),
    row(130, [40, '(No)'], [100, '(Trans.Date)'], [230, '(Credit amount)'], [330, '(Txn. Description)']),
    ...rows.map(([date, amount, text], i) => row(150 + 14 * i, [45, String(i + 1)], [100, date], [290, amount, 'right'], [330, text])),
  ]);
  const image = page(2, []);
  return {
    text: { ...pdfText(typed, image), imageObjects: 1 },
    expected: rows.map(([date, amount]) => [
      `${date.slice(6, 10)}-${date.slice(3, 5)}-${date.slice(0, 2)}`,
      Number(amount.replace(/\./g, '')),
      'credit',
    ]),
  };
}

describe('extraction: a typed statement beside an image page', () => {
  it('given Vietnamese labels over bracketed English and whole-dong amounts when extracted then every row is read as a credit', () => {
    const { text, expected } = statement();
    const s = extractStatement(text);
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.amount, t.type]),
      expected,
    );
    // Nothing printed checks the rows: no balance, no totals.
    assert.notEqual(s.reconciliation.verdict, 'reconciled');
  });

  it('given its last page an image without text when extracted then it is read from the typed page and the image page is a warning', () => {
    const s = extractStatement(statement().text);
    assert.ok(
      s.reconciliation.warnings.includes('page 2 is an image with no text layer and was not read: the rows are those of the other pages'),
      JSON.stringify(s.reconciliation.warnings),
    );
  });
});
