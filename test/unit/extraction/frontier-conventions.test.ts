import assert from 'node:assert/strict';
import { normaliseLabel } from '../../../src/extraction/columns';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

const brief = (s: ReturnType<typeof extractStatement>) => s.transactions.map((t) => [t.date, t.amount, t.type, t.balance]);

/**
 * Conventions the frontier families (test/fixtures/layouts/frontier) exposed, each on a hand-built page: Turkish
 * and Arabic column labels (a label in a script without Latin letters is a label, not punctuation), an Italian
 * statement with no balance column whose opening and closing figures follow their labels in the narration.
 */
describe('extraction: frontier conventions', () => {
  it('given labels in Turkish, Japanese and Arabic when normalised then their letters are kept (dotless ı folded to i)', () => {
    assert.equal(normaliseLabel('İşlem Açıklaması'), 'islem aciklamasi');
    assert.equal(normaliseLabel('お支払金額'), 'お支払金額');
    assert.equal(normaliseLabel('الرصيد'), 'الرصيد');
    assert.equal(normaliseLabel('Libellé / Débit'), 'libelle debit');
  });

  it('given a Turkish hesap özeti (Tarih | İşlem Açıklaması | Borç | Alacak | Bakiye, "1.234,56 TL") when extracted then Borç is the debit and Alacak the credit', () => {
    const r = (y: number, d: string, desc: string, dr: string, cr: string, bal: string) =>
      row(y, [40, d], [100, desc], [380, dr, 'right'], [460, cr, 'right'], [550, bal, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'HESAP ÖZETİ']),
          row(60, [40, 'Tarih'], [100, 'İşlem Açıklaması'], [360, 'Borç'], [430, 'Alacak'], [520, 'Bakiye']),
          r(75, '03.03.2025', 'Devreden Bakiye', '', '', '10.000,00 TL'),
          r(87, '03.03.2025', 'POS HARCAMA MİGROS İSTANBUL', '1.250,50 TL', '', '8.749,50 TL'),
          r(99, '04.03.2025', 'GELEN EFT AYŞE YILMAZ', '', '2.000,00 TL', '10.749,50 TL'),
          r(111, '05.03.2025', 'ATM PARA ÇEKME', '500,00 TL', '', '10.249,50 TL'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-03-03', 1250.5, 'debit', 8749.5],
      ['2025-03-04', 2000, 'credit', 10749.5],
      ['2025-03-05', 500, 'debit', 10249.5],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given a statement laid out right to left with Arabic-only headers (الرصيد | دائن | مدين | البيان | التاريخ) when extracted then each column keeps its role', () => {
    const r = (y: number, bal: string, cr: string, dr: string, desc: string, d: string) =>
      row(y, [110, bal, 'right'], [190, cr, 'right'], [270, dr, 'right'], [500, desc, 'right'], [560, d, 'right']);
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [480, 'كشف حساب']),
          row(60, [80, 'الرصيد'], [170, 'دائن'], [250, 'مدين'], [470, 'البيان'], [525, 'التاريخ']),
          r(75, '5,000.00', '', '', 'الرصيد الافتتاحي', '01/02/2025'),
          r(87, '4,800.00', '', '200.00', 'POS CARREFOUR DUBAI', '02/02/2025'),
          r(99, '6,300.00', '1,500.00', '', 'INWARD REMITTANCE', '03/02/2025'),
          r(111, '6,000.00', '', '300.00', 'ATM CASH WITHDRAWAL', '04/02/2025'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-02-02', 200, 'debit', 4800],
      ['2025-02-03', 1500, 'credit', 6300],
      ['2025-02-04', 300, 'debit', 6000],
    ]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });

  it('given bilingual labels (English with a Chinese translation beside each) when extracted then the translations neither make columns nor hide the table', () => {
    const r = (y: number, d: string, desc: string, dep: string, wd: string, bal: string) =>
      row(y, [44, d.slice(0, 2)], [55, d.slice(3)], [100, desc], [380, dep, 'right'], [460, wd, 'right'], [550, bal, 'right']);
    // The translation sits right after its English label, over the right half of the dates below it.
    const s = extractStatement(
      pdfText(
        page(1, [
          row(40, [40, 'Statement Date 截數日期: 06 Dec 2025']),
          row(
            60,
            [40, 'Date'],
            [62, '交易 日期'],
            [100, 'Description'],
            [150, '進支 詳列'],
            [320, 'Deposit'],
            [355, '存入 款項'],
            [400, 'Withdrawal'],
            [445, '提取 款項'],
            [490, 'HKD Balance'],
            [540, '港幣 結餘'],
          ),
          r(75, '07 Nov', 'BALANCE FROM PREVIOUS STATEMENT', '', '', '1,000.00'),
          r(87, '13 Nov', 'FPS TRANSFER', '700.00', '', '1,700.00'),
          r(99, '22 Nov', 'CARD PURCHASE', '', '250.50', '1,449.50'),
        ]),
      ),
    );
    assert.deepEqual(brief(s), [
      ['2025-11-13', 700, 'credit', 1700],
      ['2025-11-22', 250.5, 'debit', 1449.5],
    ]);
  });

  it('given an Italian estratto conto with Dare/Avere and no balance column, "SALDO INIZIALE 1.000,00" and "SALDO FINALE" in the narration when extracted then balances are computed from that opening and checked against that closing', () => {
    const r = (y: number, d: string, desc: string, dare: string, avere: string) =>
      row(y, [40, d], [130, desc], [440, dare, 'right'], [520, avere, 'right']);
    const lines = (closing: string) => [
      row(40, [40, 'Estratto conto corrente']),
      row(60, [40, 'Data'], [130, 'Descrizione operazioni'], [420, 'Dare'], [500, 'Avere']),
      r(75, '01/03/25', 'SALDO INIZIALE 1.000,00', '', ''),
      r(87, '03/03/25', 'PAGAMENTO POS ESSELUNGA', '120,50', ''),
      r(99, '04/03/25', 'BONIFICO A VOSTRO FAVORE', '', '300,00'),
      r(111, '05/03/25', 'PRELIEVO BANCOMAT', '50,00', ''),
      r(123, '31/03/25', `SALDO FINALE ${closing}`, '', ''),
    ];
    const s = extractStatement(pdfText(page(1, lines('1.129,50'))));
    assert.deepEqual(brief(s), [
      ['2025-03-03', 120.5, 'debit', 879.5],
      ['2025-03-04', 300, 'credit', 1179.5],
      ['2025-03-05', 50, 'debit', 1129.5],
    ]);
    assert.equal(s.reconciliation.opening_balance.printed, 1000);
    assert.equal(s.reconciliation.closing_balance.matches, true);
    assert.equal(s.reconciliation.verdict, 'reconciled');
    // A closing figure the rows do not reach is a break, never reconciled.
    const edited = extractStatement(pdfText(page(1, lines('1.229,50'))));
    assert.equal(edited.transactions.length, 3);
    assert.notEqual(edited.reconciliation.verdict, 'reconciled');
  });
});
