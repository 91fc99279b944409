import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { item, page, pdfText, row } from '../../helpers/pdf-text';

/** Header fields and dates through the whole engine, on headers that print no "Label: value" for the holder. */
describe('extraction/metadata: through extractStatement', () => {
  it('given a card statement with dd/mm dates across a year end and a statement date when extracted then years, card number, holder and issuer are right', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          [item(30, 20, 'Savanna Bank', 18)],
          row(50, [30, 'VISA GOLD CREDIT CARD STATEMENT']),
          row(64, [30, 'WANJIRU KAMAU'], [330, 'Card Number'], [430, '5399 83** **** 1234']),
          row(76, [30, 'P.O. Box 100-00100'], [330, 'Statement Date'], [430, '15/01/2025']),
          row(88, [30, 'Nairobi'], [330, 'Payment Due Date'], [430, '05/02/2025']),
          row(300, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right']),
          row(312, [110, 'Previous Balance'], [430, '1,000.00', 'right']),
          row(324, [40, '20/12'], [110, 'SUPERMARKET'], [430, '50.00', 'right']),
          row(336, [40, '28/12'], [110, 'PAYMENT THANK YOU'], [430, '200.00 CR', 'right']),
          row(348, [40, '03/01'], [110, 'FUEL STATION'], [430, '80.00', 'right']),
          row(360, [110, 'New Balance'], [430, '930.00', 'right']),
          row(700, [30, 'Issued by Savanna Bank Kenya Limited, Nairobi']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2024-12-20', '2024-12-28', '2025-01-03'],
    );
    assert.deepEqual([s.name, s.account, s.company, s.currency_code], ['WANJIRU KAMAU', '5399 83** **** 1234', 'Savanna Bank Kenya Limited', 'KES']);
  });

  it('given the letterhead and the account label on one line when extracted then the letterhead still names the issuer', () => {
    const s = extractStatement(
      pdfText(
        page(
          1,
          [
            row(34, [738, 'KWAME ASANTE MENSAH']),
            [item(34, 41, 'Volta Savings & Loans', 13.5), item(741, 41, 'Account No. 103883946397', 6.7)],
            row(49, [34, 'Licensed by the Bank of Ghana'], [754, 'Tel. +233 24 482 7389']),
            row(300, [40, 'Date'], [110, 'Description'], [430, 'Amount', 'right'], [520, 'Balance', 'right']),
            row(315, [40, '02/05/2025'], [110, 'Transfer from ABENA'], [430, '1,000.00', 'right'], [520, '1,500.00', 'right']),
            row(327, [40, '03/05/2025'], [110, 'Cash out'], [430, '-700.00', 'right'], [520, '800.00', 'right']),
          ],
          [842, 595],
        ),
      ),
    );
    assert.deepEqual([s.company, s.account], ['Volta Savings & Loans', '103883946397']);
  });

  it('given a wallet statement whose holder is only in a branded header and whose amounts print "KSh" when extracted then holder, wallet number and currency are found', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          [item(30, 20, 'Pesa Kwik', 20)],
          row(60, [30, 'AMINA WANJIKU ODHIAMBO'], [400, 'Wallet statement']),
          row(72, [30, '+254 712 345 678']),
          row(84, [30, 'amina@example.com']),
          row(110, [30, 'Period: 01 Mar 2024 - 31 Mar 2024']),
          row(300, [40, 'Date'], [110, 'Details'], [430, 'Amount', 'right'], [520, 'Balance', 'right']),
          row(315, [40, '02 Mar'], [110, 'Received from JOHN'], [430, 'KSh 1,000.00', 'right'], [520, 'KSh 1,500.00', 'right']),
          row(327, [40, '05 Mar'], [110, 'Paid to SHOP'], [430, '-KSh 700.00', 'right'], [520, 'KSh 800.00', 'right']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => t.date),
      ['2024-03-02', '2024-03-05'],
    );
    assert.deepEqual(
      [s.name, s.account, s.contacts, s.currency, s.currency_code],
      ['AMINA WANJIKU ODHIAMBO', '+254 712 345 678', '+254 712 345 678', 'KSh', 'KES'],
    );
  });
});
