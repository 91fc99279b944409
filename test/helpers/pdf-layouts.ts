import { money, type BankLayout, type TruthRow } from './pdf-statements';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
export const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
export const dMonY = (iso: string, sep = '-') => `${iso.slice(8, 10)}${sep}${MON[+iso.slice(5, 7) - 1]}${sep}${iso.slice(0, 4)}`;
const dr = (r: TruthRow) => (r.type === 'debit' ? money(r.amount) : '');
const cr = (r: TruthRow) => (r.type === 'credit' ? money(r.amount) : '');

/** Bank layouts used by the end-to-end tests; each states how it prints a row. */
export const LAYOUTS: Record<string, BankLayout> = {
  equity: {
    title: [
      'EQUITY BANK (KENYA) LIMITED',
      'Account Name: ACME TRADERS LTD',
      'Account Number: 0170299999999',
      'Currency: KES',
      'Statement Period: 20/12/2023 to 31/01/2024',
    ],
    cols: [
      { label: 'Transaction Date', x: 36, w: 60 },
      { label: 'Value Date', x: 100, w: 50 },
      { label: 'Narrative', x: 154, w: 170 },
      { label: 'Debit', x: 330, w: 65, right: true },
      { label: 'Credit', x: 400, w: 65, right: true },
      { label: 'Running Balance', x: 470, w: 80, right: true },
    ],
    cells: (r) => [dmy(r.date), dmy(r.date), r.description, dr(r), cr(r), money(r.balance)],
    descCol: 2,
    wrapAt: 40,
    opening: (b) => ['', '', 'Opening Balance', '', '', money(b)],
  },
  gtbank: {
    title: ['Guaranty Trust Bank Plc', 'Account Name  ADEBAYO OLUWASEUN', 'Account No  0123456789', 'Period: 20-Dec-2023 To 31-Jan-2024'],
    cols: [
      { label: 'Trans. Date', x: 36, w: 55 },
      { label: 'Value. Date', x: 94, w: 55 },
      { label: 'Reference', x: 152, w: 60 },
      { label: 'Debits', x: 215, w: 60, right: true },
      { label: 'Credits', x: 280, w: 60, right: true },
      { label: 'Balance', x: 345, w: 65, right: true },
      { label: 'Remarks', x: 418, w: 140 },
    ],
    cells: (r) => [dMonY(r.date), dMonY(r.date), `FT${r.time.replace(/:/g, '')}`, dr(r), cr(r), money(r.balance), r.description],
    descCol: 6,
    wrapAt: 34,
  },
  signed: {
    title: ['Unity Savings Cooperative', 'Account holder: MARIA LOPEZ', 'Account: 44-1200-77', 'All amounts in GHS'],
    cols: [
      { label: 'Posting Date', x: 36, w: 60 },
      { label: 'Particulars', x: 100, w: 250 },
      { label: 'Amount', x: 360, w: 80, right: true },
      { label: 'Balance', x: 450, w: 90, right: true },
    ],
    cells: (r) => [dMonY(r.date, ' '), r.description, r.type === 'debit' ? `(${money(r.amount)})` : money(r.amount), `${money(r.balance)} CR`],
    descCol: 1,
    wrapAt: 60,
    newestFirst: true,
  },
  drcr: {
    title: ['CRDB BANK PLC', 'Name: ZAWADI JUMA', 'A/C No: 0150-123456-00', 'Branch: Dar es Salaam'],
    cols: [
      { label: 'Date', x: 36, w: 50 },
      { label: 'Details', x: 90, w: 220 },
      { label: 'Amount', x: 320, w: 70, right: true },
      { label: 'Dr/Cr', x: 400, w: 25 },
      { label: 'Book Balance', x: 440, w: 90, right: true },
    ],
    cells: (r) => [
      `${r.date.slice(8, 10)}.${r.date.slice(5, 7)}.${r.date.slice(2, 4)}`,
      r.description,
      money(r.amount),
      r.type === 'debit' ? 'DR' : 'CR',
      money(r.balance),
    ],
    descCol: 1,
    wrapAt: 50,
  },
  usStyle: {
    title: ['First Example Credit Union', 'Member: ALEX SMITH', 'Account Number: XXXX-1234'],
    cols: [
      { label: 'Date', x: 36, w: 50 },
      { label: 'Description', x: 90, w: 200 },
      { label: 'Money Out', x: 300, w: 70, right: true },
      { label: 'Money In', x: 380, w: 70, right: true },
      { label: 'Balance', x: 460, w: 80, right: true },
    ],
    cells: (r) => [
      mdy(r.date),
      r.description,
      r.type === 'debit' ? `$${money(r.amount)}` : '',
      r.type === 'credit' ? `$${money(r.amount)}` : '',
      `$${money(r.balance)}`,
    ],
    descCol: 1,
    wrapAt: 45,
  },
};
