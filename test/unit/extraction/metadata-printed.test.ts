import assert from 'node:assert/strict';
import { phoneIn } from '../../../src/extraction/account-number';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

describe('extraction: metadata as printed', () => {
  describe('metadata', () => {
    const table = (y0: number) => [
      row(y0, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [540, 'Balance', 'right']),
      row(y0 + 15, [40, '01/03/2025'], [110, 'Deposit'], [430, '100.00', 'right'], [540, '1,100.00', 'right']),
      row(y0 + 27, [40, '02/03/2025'], [110, 'Airtime'], [430, '-10.00', 'right'], [540, '1,090.00', 'right']),
    ];
    it('given a phone label run into its number ("Tél:+225 …") when extracted then the number is found as printed', () => {
      const s = extractStatement(
        pdfText(
          page(1, [
            row(40, [40, 'BANQUE EXEMPLE SA']),
            row(60, [40, 'Titulaire : Awa Kone']),
            row(72, [40, 'Tél:+225 07 22 93 86 26']),
            ...table(100),
          ]),
        ),
      );
      assert.equal(s.contacts, '+225 07 22 93 86 26');
    });
    for (const phone of ['(+267) 77636795', '+225 07 22 93 86 26', '+27 (0)82 555 0199']) {
      it(`given a labelled phone "${phone}" when extracted then it is kept as printed`, () => {
        const s = extractStatement(
          pdfText(
            page(1, [
              row(40, [40, 'SOME BANK LIMITED']),
              row(60, [40, 'Name: Jane Doe']),
              row(72, [40, `Phone: ${phone}`]),
              row(84, [40, 'Account No: 1234567890']),
              ...table(110),
            ]),
          ),
        );
        assert.equal(s.contacts, phone);
      });
    }
    it('given phones printed without a label in a holder block when read then the number keeps its + and parentheses, and an id is no phone', () => {
      assert.equal(phoneIn('Jane Doe   +225 07 22 93 86 26'), '+225 07 22 93 86 26');
      assert.equal(phoneIn('Gaborone (+267) 77636795'), '(+267) 77636795');
      assert.equal(phoneIn('Customer ID 267123456789'), null);
      assert.equal(phoneIn('Mobile No: 0722938626'), '0722938626');
    });
    it('given a customer id and a reference but no phone label when extracted then contacts stays empty', () => {
      const s = extractStatement(
        pdfText(
          page(1, [
            row(40, [40, 'SOME BANK LIMITED']),
            row(60, [40, 'MR P VAN WYK']),
            row(72, [40, '12 Long Street']),
            row(84, [40, 'Customer ID 267123456789']),
            row(96, [300, 'Reference 0722938626']),
            ...table(120),
          ]),
        ),
      );
      assert.equal(s.contacts, '');
    });
    for (const name of ['MS K PILLAY', 'MR P VAN WYK', 'Mrs Thandiwe Nkosi']) {
      it(`given "${name}" at the head of an address block when extracted then it is the holder`, () => {
        const s = extractStatement(
          pdfText(
            page(1, [
              row(40, [40, 'SOME BANK LIMITED']),
              row(70, [40, name]),
              row(82, [40, '12 Long Street']),
              row(94, [40, 'Cape Town 8001']),
              row(94, [330, 'Account number 1234567890']),
              ...table(120),
            ]),
          ),
        );
        assert.equal(s.name, name);
      });
    }
    it('given an issuer brand printed only in a large letterhead when extracted then it is the company', () => {
      const big = (y: number, x: number, str: string) => [{ str, x, y, width: str.length * 9, height: 18, fontName: 'f2' }];
      const s = extractStatement(
        pdfText(page(1, [big(40, 40, 'Chiwala Money'), row(70, [40, 'Name: Jane Doe']), row(82, [40, 'Wallet: 0991234567']), ...table(110)])),
      );
      assert.equal(s.company, 'Chiwala Money');
    });
    it('given an issuer brand printed only in the footer when extracted then it is the company', () => {
      const s = extractStatement(
        pdfText(
          page(1, [
            row(60, [40, 'Name: Jane Doe']),
            row(72, [40, 'Account No: 1234567890']),
            ...table(100),
            row(800, [40, 'Cape Card Services']),
            row(812, [40, 'Page 1 of 1']),
          ]),
        ),
      );
      assert.equal(s.company, 'Cape Card Services');
    });
  });
});
