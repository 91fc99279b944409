import assert from 'node:assert/strict';
import { extractStatement } from '../../../src/extraction/extract-statement';
import { pageLines } from '../../../src/extraction/layout';
import { gutterOf, sideBySidePages } from '../../../src/extraction/side-by-side';
import type { PdfTextItem } from '../../../src/pdf/types';
import { page, pdfText, row } from '../../helpers/pdf-text';

type Purchase = [date: string, merchant: string, city: string, amount: string];

const brl = (cents: number) => {
  const [units, dec] = (cents / 100).toFixed(2).split('.');
  return `${units!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`;
};
const cents = (a: string) => Math.round(Number(a.replace(/\./g, '').replace(',', '.')) * 100);

/**
 * A card bill whose second page prints its purchases in two halves side by side: the first card's
 * purchases run down the left half and on at the top of the right one, then its unlabelled subtotal,
 * the second card's purchases and subtotal, and instalments billed in later statements. The halves'
 * lines sit at different heights (each half spaced its own way), so read across they interleave.
 */
function twoHalvesBill(first: Purchase[], carried: Purchase[], second: Purchase[], later = true): ReturnType<typeof pdfText> {
  const total = [...first, ...carried, ...second].reduce((s, p) => s + cents(p[3]), 0);
  const summary = page(1, [
    row(40, [40, 'CARTÃO EXEMPLO S.A.']),
    row(60, [40, 'Titular'], [100, 'FULANO DE TAL']),
    row(80, [40, 'Emissão: 01/02/2024'], [300, 'Vencimento: 09/02/2024']),
    row(100, [300, 'Lançamentos atuais'], [540, brl(total), 'right']),
    row(112, [300, '= Total desta fatura'], [540, brl(total), 'right']),
    row(130, [300, 'Limite de crédito'], [540, '8.710,00', 'right']),
    row(142, [40, 'Total ao optar pelo pagamento mínimo: R$ 420,16']),
  ]);
  const lines: PdfTextItem[][] = [];
  const half = (x: number, y0: number, pitch: number, items: Array<[string, string, string] | [string, string, string, string]>) => {
    let y = y0;
    for (const it of items) {
      if (it.length === 4) {
        lines.push(row(y, [x, it[0]], [x + 30, it[1]], [x + 190, it[3], 'right']), row(y + pitch / 2, [x + 30, it[2]]));
        y += pitch;
      } else {
        lines.push(row(y, [x, it[0]], [x + 190, it[2], 'right']));
        y += pitch * 0.7;
      }
    }
  };
  const headerRow = (x: number, y: number) => lines.push(row(y, [x, 'DATA'], [x + 30, 'ESTABELECIMENTO'], [x + 190, 'VALOR EM R$', 'right']));
  lines.push(row(60, [40, 'Lançamentos: compras e saques']), row(70, [40, 'FULANO DE TAL (final 1111)']));
  headerRow(40, 82);
  half(40, 96, 18, first);
  lines.push(row(60, [310, 'Lançamentos: compras e saques']));
  half(310, 73, 17, carried);
  const firstTotal = [...first, ...carried].reduce((s, p) => s + cents(p[3]), 0);
  let y = 73 + carried.length * 17;
  half(310, y, 17, [['Lançamentos no cartão (final 1111)', '', brl(firstTotal)]]);
  y += 20;
  lines.push(row(y, [310, 'BELTRANO DE TAL (final 2222)']));
  headerRow(310, y + 11);
  half(310, y + 24, 17, second);
  y += 24 + second.length * 17;
  half(310, y, 17, [['Lançamentos no cartão (final 2222)', '', brl(second.reduce((s, p) => s + cents(p[3]), 0))]]);
  y += 14;
  half(310, y, 17, [['L Total dos lançamentos atuais', '', brl(total)]]);
  y += 20;
  if (later) {
    lines.push(row(y, [310, 'Compras parceladas - próximas faturas']));
    headerRow(310, y + 11);
    half(310, y + 24, 17, [['15/01', 'LOJA PARCELADA 02/03', 'SAO PAULO', '99,90']]);
  }
  return pdfText(summary, page(2, lines));
}

describe('extraction/side-by-side: pages printed as two tables side by side', () => {
  const first: Purchase[] = [
    ['05/01', 'POSTO CENTRAL', 'CAMPINAS', '232,01'],
    ['07/01', 'PADARIA BOM PAO', 'CAMPINAS', '12,58'],
    ['09/01', 'MERCADO ECONOMICO', 'JAU', '122,05'],
    ['12/01', 'FARMACIA POPULAR', 'JAU', '45,00'],
    ['14/01', 'LOJA DE ROUPAS 01/03', 'SAO PAULO', '1.094,28'],
    ['18/01', 'RESTAURANTE SABOR', 'JAU', '88,00'],
  ];
  const carried: Purchase[] = [
    ['27/01', 'SUPERMERCADO BAR', 'JAU', '14,92'],
    ['28/01', 'COMERCIO DIVERSO', 'JAU', '52,97'],
    ['29/01', 'POSTO DA ESTRADA', 'BAURU', '134,03'],
  ];
  const second: Purchase[] = [
    ['10/01', 'LIVRARIA CENTRAL', 'SAO PAULO', '20,64'],
    ['12/01', 'JOGOS ONLINE', 'SAO PAULO', '16,99'],
    ['16/01', 'CASA E CONSTRUCAO', 'SAO CARLOS', '11,99'],
    ['22/01', 'REFRIGERACAO 01/02', 'OSASCO', '91,06'],
  ];

  it('given a card bill whose purchases run down the left half and on into the right one when extracted then every purchase is read once, with its merchant, and subtotals and later instalments are no rows', () => {
    const s = extractStatement(twoHalvesBill(first, carried, second));
    const want = [...first, ...carried, ...second].map((p) => [`2024-${p[0].slice(3)}-${p[0].slice(0, 2)}`, cents(p[3]) / 100, 'debit']);
    const got = s.transactions.map((t) => [t.date, t.amount, t.type]);
    assert.deepEqual(
      [...got].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])),
      [...want].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])),
    );
    const posto = s.transactions.find((t) => t.amount === 134.03)!;
    assert.match(posto.description, /^POSTO DA ESTRADA/);
    assert.deepEqual(
      s.reconciliation.excluded_rows.map((e) => [e.amount, e.status]),
      [[99.9, 'Compras parceladas - próximas faturas']],
    );
    assert.ok(s.reconciliation.warnings.some((w) => /subtotal/.test(w)));
  });

  it('given a next page whose last rows stand in the left half beside notes with figures in the right half when extracted then the rows are read and the notes are not', () => {
    const bill = twoHalvesBill(first, carried, second, false);
    const notes = page(3, [
      row(60, [40, '21/12'], [70, 'LIVRARIA NOVA'], [230, '32,80', 'right'], [310, 'Simulação de compras parceladas']),
      row(69, [70, 'JAU'], [310, 'Limite de crédito'], [500, '8.710,00', 'right']),
      row(78, [40, '22/12'], [70, 'PAPELARIA'], [230, '18,50', 'right'], [310, 'Juros da compra'], [460, '5,99 % am'], [500, '102,95', 'right']),
      row(87, [70, 'JAU'], [310, 'Valor total a pagar'], [500, '16.640,64', 'right']),
      row(96, [40, '23/12'], [70, 'RESTAURANTE'], [230, '32,00', 'right'], [310, 'O valor do IOF compõe o valor financiado']),
      row(105, [70, 'JAU']),
    ]);
    const s = extractStatement({ ...bill, pages: [...bill.pages, notes] });
    const amounts = s.transactions.map((t) => t.amount);
    for (const a of [32.8, 18.5, 32]) assert.ok(amounts.includes(a), String(a));
    for (const a of [8710, 102.95, 16640.64]) assert.ok(!amounts.includes(a), String(a));
    assert.equal(s.transactions.length, first.length + carried.length + second.length + 3);
  });

  it('given the two halves when split then the right half is a page of its own moved onto the left half', () => {
    const text = twoHalvesBill(first, carried, second);
    const pages = sideBySidePages(text.pages.map((p) => pageLines(p)));
    assert.equal(pages.length, 3);
    const right = pages[2]!;
    assert.ok(right.every((l) => l.words[0]!.x0 >= 39 && l.words[0]!.x0 < 300));
    assert.ok(right.some((l) => l.text.startsWith('27/01 SUPERMERCADO BAR')));
    assert.ok(pages[1]!.every((l) => !/SUPERMERCADO BAR|LIVRARIA/.test(l.text)));
  });

  it('given rows whose posting and value dates stand apart on one line when read then the page is one table wide', () => {
    const lines = pageLines(
      page(
        1,
        [0, 1, 2, 3].map((k) =>
          row(
            100 + k * 12,
            [27, `1${k}-06-2022`],
            [82, `1${k}-06-2022`],
            [140, 'CHEQUE TRANSFER'],
            [420, '10,000.00', 'right'],
            [560, '5,205.45', 'right'],
          ),
        ),
      ),
    );
    assert.equal(gutterOf(lines), null);
  });
});
