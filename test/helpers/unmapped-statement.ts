import type { PlacedText } from './unmapped-font-pdf';

/** A small bank statement (header and six rows) as placed text, with the rows it should read as. */
export function unmappedStatementText(): {
  placed: PlacedText[];
  rows: Array<{ date: string; amount: number; type: 'debit' | 'credit'; balance: number }>;
} {
  const printed: Array<[string, string, string, string, string]> = [
    ['01/03/2025', 'Opening balance', '', '', '1,000.00'],
    ['02/03/2025', 'Salary March', '', '2,500.00', '3,500.00'],
    ['05/03/2025', 'Rent payment', '1,200.00', '', '2,300.00'],
    ['09/03/2025', 'Grocer', '45.50', '', '2,254.50'],
    ['12/03/2025', 'Electricity', '130.25', '', '2,124.25'],
    ['20/03/2025', 'Transfer in', '', '400.00', '2,524.25'],
  ];
  const placed: PlacedText[] = [
    { x: 50, y: 60, text: 'Example Bank Statement' },
    { x: 50, y: 80, text: 'Account 12345678' },
    { x: 50, y: 120, text: 'Date' },
    { x: 130, y: 120, text: 'Description' },
    { x: 330, y: 120, text: 'Debit', right: true },
    { x: 420, y: 120, text: 'Credit', right: true },
    { x: 520, y: 120, text: 'Balance', right: true },
    ...printed.flatMap(([date, desc, debit, credit, balance], i) => {
      const y = 140 + i * 18;
      return [
        { x: 50, y, text: date },
        { x: 130, y, text: desc },
        ...(debit ? [{ x: 330, y, text: debit, right: true }] : []),
        ...(credit ? [{ x: 420, y, text: credit, right: true }] : []),
        { x: 520, y, text: balance, right: true },
      ];
    }),
  ];
  const money = (s: string) => Number(s.replace(/,/g, ''));
  const rows = printed.slice(1).map(([date, , debit, credit, balance]) => ({
    date: `${date.slice(6)}-${date.slice(3, 5)}-${date.slice(0, 2)}`,
    amount: money(debit || credit),
    type: debit ? ('debit' as const) : ('credit' as const),
    balance: money(balance),
  }));
  return { placed, rows };
}
