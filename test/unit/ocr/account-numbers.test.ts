import assert from 'node:assert/strict';
import type { ExtractedStatement } from '../../../src/domain/statement';
import { oneEdit, unifyMisreadAccountNumbers } from '../../../src/ocr/account-numbers';
import type { PdfText } from '../../../src/pdf/types';

const page = (number: number, strs: string[]) => ({
  number,
  width: 595,
  height: 842,
  rotation: 0,
  items: strs.map((str, i) => ({ str, x: 40, y: 40 + 12 * i, width: 100, height: 9, fontName: 'f' })),
});
const text = (pages: ReturnType<typeof page>[]) => ({ pages }) as unknown as PdfText;
const twoAccounts = (a: string, b: string) => ({ accounts: [{ account: a }, { account: b }] }) as unknown as ExtractedStatement;

describe('ocr/account-numbers (one statement cut in two by a misread account number)', () => {
  it('given numbers one substitution, insertion or deletion apart then they are one edit; two edits are not', () => {
    assert.ok(oneEdit('01498904588465', '1498904588465'));
    assert.ok(oneEdit('01498904588465', '01498904588466'));
    assert.ok(!oneEdit('01498904588465', '1498904588466'));
  });

  it('given a typed page printing 01498904588465 and a scanned page reading 1498904588465 then the scan’s is taken as the typed one', () => {
    const t = text([page(1, ['Account Number:', '01498904588465']), page(2, ['Account Number: 1498904588465', 'x'])]);
    const fix = unifyMisreadAccountNumbers(twoAccounts('01498904588465', '1498904588465'), t, [2]);
    assert.equal(fix?.taken, '01498904588465');
    assert.deepEqual(fix?.pages, [2]);
    assert.equal(fix?.text.pages[1]!.items[0]!.str, 'Account Number: 01498904588465');
    assert.equal(fix?.text.pages[0], t.pages[0], 'the typed page is untouched');
  });

  it('given two close numbers both printed on typed pages (sub-accounts) then nothing is unified', () => {
    const t = text([page(1, ['0123456789']), page(2, ['0123456788']), page(3, ['0123456780'])]);
    assert.equal(unifyMisreadAccountNumbers(twoAccounts('0123456789', '0123456788'), t, [3]), null);
  });

  it('given a scan-only document whose pages read 01881496069057 and 1881496069057 as often then the longer (a leading zero dropped) is taken', () => {
    const t = text([page(1, ['01881496069057']), page(2, ['1881496069057']), page(3, ['01881496069057']), page(4, ['1881496069057'])]);
    const fix = unifyMisreadAccountNumbers(twoAccounts('01881496069057', '1881496069057'), t, [1, 2, 3, 4]);
    assert.equal(fix?.taken, '01881496069057');
    assert.deepEqual(fix?.pages, [2, 4]);
  });

  it('given a scan-only document with two numbers one substitution apart printed as often then nothing is unified (no way to tell)', () => {
    const t = text([page(1, ['0123456789']), page(2, ['0123456788'])]);
    assert.equal(unifyMisreadAccountNumbers(twoAccounts('0123456789', '0123456788'), t, [1, 2]), null);
  });
});
