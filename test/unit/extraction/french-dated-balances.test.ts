import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { page, pdfText, row } from '../../helpers/pdf-text';

/**
 * A French current-account statement as French banks print it: "Nature des opérations" over the narration, a
 * value date after it, debit and credit columns, no running balance, and the same "SOLDE CREDITEUR AU <date>"
 * label printed before the first row (the opening) and after the last (the closing).
 */
const rows: [string, string, string, string, string][] = [
  ['13 janv.', 'VIR SEPA EMIS VERS SCI LES TILLEULS', '13 janv.', '890,00', ''],
  ['14 janv.', 'PRLV SEPA EDF SA', '14 janv.', '113,53', ''],
  ['21 janv.', 'VIR SEPA RECU DE SARL TECHNIDATA', '21 janv.', '', '2 812,45'],
  ['03 févr.', 'CARTE X4172 PHARMACIE DU RHONE', '03 févr.', '21,93', ''],
  ['11 févr.', 'VIR SEPA RECU DE CPAM DU RHONE', '11 févr.', '', '15,24'],
];

function statement() {
  return extractStatement(
    pdfText(
      page(1, [
        row(40, [40, 'Crédit Mutualiste Rhône-Alpes'], [420, 'RELEVÉ DE COMPTE']),
        row(52, [380, 'du 10 janvier 2025 au 9 mars 2025']),
        row(80, [40, 'M. JULIEN MOREAU'], [260, 'IBAN : FR76 1027 8073 0100 0123 4567 856']),
        row(120, [40, 'Date'], [110, 'Nature des opérations'], [340, 'Valeur'], [460, 'Débit', 'right'], [545, 'Crédit', 'right']),
        row(134, [110, 'SOLDE CREDITEUR AU 09.01.2025'], [545, '1 843,77', 'right']),
        ...rows.map(([d, desc, v, debit, credit], i) =>
          row(148 + 14 * i, [40, d], [110, desc], [340, v], [460, debit, 'right'], [545, credit, 'right']),
        ),
        row(230, [110, 'TOTAL DES OPERATIONS'], [460, '1 025,46', 'right'], [545, '2 827,69', 'right']),
        row(244, [110, 'SOLDE CREDITEUR AU 09.03.2025'], [545, '3 646,00', 'right']),
      ]),
    ),
  );
}

describe('extraction: a French statement whose dated balance label opens and closes the table', () => {
  it('given "SOLDE CREDITEUR AU" before the first row and after the last when extracted then the first is the opening, the last the closing, and the narrations are read', () => {
    const s = statement();
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.description, t.amount, t.type, t.balance]),
      [
        ['2025-01-13', 'VIR SEPA EMIS VERS SCI LES TILLEULS', 890, 'debit', 953.77],
        ['2025-01-14', 'PRLV SEPA EDF SA', 113.53, 'debit', 840.24],
        ['2025-01-21', 'VIR SEPA RECU DE SARL TECHNIDATA', 2812.45, 'credit', 3652.69],
        ['2025-02-03', 'CARTE X4172 PHARMACIE DU RHONE', 21.93, 'debit', 3630.76],
        ['2025-02-11', 'VIR SEPA RECU DE CPAM DU RHONE', 15.24, 'credit', 3646],
      ],
    );
    assert.equal(s.reconciliation.opening_balance.printed, 1843.77);
    assert.deepEqual([s.reconciliation.closing_balance.printed, s.reconciliation.closing_balance.matches], [3646, true]);
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});

describe('extraction: a letterhead repeated on every page whose account number meets a money column', () => {
  const head = () => [
    row(40, [40, 'Crédit Mutualiste Rhône-Alpes'], [420, 'RELEVÉ DE COMPTE']),
    row(52, [40, 'Agence Lyon Part-Dieu'], [400, 'Compte chèques n°'], [545, '00012345678', 'right']),
    row(64, [40, '12 rue de la Villette, 69003 Lyon'], [380, 'du 10 janvier 2025 au 9 mars 2025']),
    row(76, [40, 'Tél. 04 78 00 12 34'], [480, 'Relevé n° 2']),
  ];
  const r = (y: number, d: string, desc: string, debit: string, credit: string) =>
    row(y, [40, d], [110, desc], [340, d], [460, debit, 'right'], [545, credit, 'right']);

  it('given a second page without a table header when extracted then the letterhead lines under the account number are not read as the last row of the page before', () => {
    const s = extractStatement(
      pdfText(
        page(1, [
          ...head(),
          row(120, [40, 'Date'], [110, 'Libellé'], [340, 'Valeur'], [460, 'Débit', 'right'], [545, 'Crédit', 'right']),
          row(134, [110, 'SOLDE CREDITEUR AU 09.01.2025'], [545, '1 843,77', 'right']),
          r(148, '13 janv.', 'VIR SEPA EMIS VERS SCI LES TILLEULS', '890,00', ''),
          r(162, '21 janv.', 'VIR SEPA RECU DE SARL TECHNIDATA', '', '2 812,45'),
          r(176, '11 févr.', 'CARTE X4172 CARREFOUR MARKET LYON', '49,34', ''),
          row(800, [260, 'Page 1 / 2']),
        ]),
        page(2, [
          ...head(),
          r(120, '14 févr.', 'PRLV SEPA EDF SA', '113,53', ''),
          r(134, '20 févr.', 'VIR SEPA RECU DE CPAM DU RHONE', '', '15,24'),
          row(148, [110, 'TOTAL DES OPERATIONS'], [460, '1 052,87', 'right'], [545, '2 827,69', 'right']),
          row(162, [110, 'SOLDE CREDITEUR AU 09.03.2025'], [545, '3 618,59', 'right']),
          row(800, [260, 'Page 2 / 2']),
        ]),
      ),
    );
    assert.deepEqual(
      s.transactions.map((t) => [t.date, t.description, t.balance]),
      [
        ['2025-01-13', 'VIR SEPA EMIS VERS SCI LES TILLEULS', 953.77],
        ['2025-01-21', 'VIR SEPA RECU DE SARL TECHNIDATA', 3766.22],
        ['2025-02-11', 'CARTE X4172 CARREFOUR MARKET LYON', 3716.88],
        ['2025-02-14', 'PRLV SEPA EDF SA', 3603.35],
        ['2025-02-20', 'VIR SEPA RECU DE CPAM DU RHONE', 3618.59],
      ],
    );
    assert.equal(s.reconciliation.verdict, 'reconciled');
  });
});
