/**
 * Known credit providers, as data. `kind`:
 * - `digital_lender`: app and government lenders paid by mobile money or bank transfer (Tala, Branch,
 *   Hustler Fund, HELB, MTN XtraCash...);
 * - `mobile_overdraft`: wallet-linked credit that is drawn and repaid inside the wallet (Fuliza, the
 *   loan side of M-Shwari, KCB M-Pesa, Timiza, MoKash...). The savings side of those products is not
 *   credit: see `directories/savings.ts`;
 * - `bank_loan`: a loan narration without a known provider name (see `BANK_LOAN_PATTERN`).
 * Names are matched case-insensitively against the normalised narration; the first entry wins.
 * `unless`: the entry does not apply when this also matches (a savings move of a loan product).
 * `funded_spend`: a debit matching it but not `repayment` is a payment *funded by* the product
 * ("Customer Transfer Fuliza M-Pesa to ...", "Airtime Purchase with Fuliza"): spending, not a repayment.
 */
export type LenderKind = 'digital_lender' | 'mobile_overdraft' | 'bank_loan';

export interface LenderEntry {
  name: string;
  kind: LenderKind;
  countries: readonly string[];
  pattern: string;
  unless?: string;
  /** A revolving overdraft (Fuliza, XtraCash): its credits are draws and its debits repayments (`overdraft_use`). */
  overdraft?: boolean;
  funded_spend?: string;
  repayment?: string;
}

export const LENDERS: readonly LenderEntry[] = [
  {
    name: 'Fuliza',
    kind: 'mobile_overdraft',
    countries: ['KE'],
    pattern: String.raw`\bfuliza\b|overdraft of credit party|\bod loan repayment\b|m-?pesa overdraw`,
    overdraft: true,
    funded_spend: String.raw`\bfuliza\b`,
    repayment: String.raw`\bod loan repayment\b|overdraw|\brepay`,
  },
  { name: 'M-Shwari', kind: 'mobile_overdraft', countries: ['KE'], pattern: String.raw`\bm-?shwari\b.*\bloan\b|\bloan\b.*\bm-?shwari\b` },
  { name: 'KCB M-Pesa', kind: 'mobile_overdraft', countries: ['KE'], pattern: String.raw`\bkcb m-?pesa\b.*\bloan\b|\bloan\b.*\bkcb m-?pesa\b` },
  {
    name: 'Timiza',
    kind: 'mobile_overdraft',
    countries: ['KE'],
    pattern: String.raw`\btimiza\b`,
    unless: String.raw`\bsav(e|ings?)\b|\bdeposit\b|\bwithdraw`,
  },
  {
    name: 'MTN XtraCash',
    kind: 'mobile_overdraft',
    countries: ['NG', 'GH', 'UG'],
    pattern: String.raw`\bxtra ?cash\b|\bqwik ?loan\b|\bmomo (advance|loan)\b`,
  },
  { name: 'MoKash', kind: 'mobile_overdraft', countries: ['UG', 'RW'], pattern: String.raw`\bmo ?kash\b.*\bloan\b|\bloan\b.*\bmo ?kash\b` },
  {
    name: 'Airtel Money Loan',
    kind: 'mobile_overdraft',
    countries: ['KE', 'UG', 'TZ', 'NG'],
    pattern: String.raw`\bairtel\b.*\b(loan|kopa|advance)\b|\b(wewole|kopa ?chapaa|timiza airtel)\b`,
  },
  { name: 'HELB', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bhelb\b|higher education loans? board` },
  { name: 'Uwezo Fund', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\buwezo fund\b` },
  {
    name: 'Youth Enterprise Fund',
    kind: 'digital_lender',
    countries: ['KE'],
    pattern: String.raw`\byouth enterprise (development )?fund\b|\byedf\b`,
  },
  { name: 'Women Enterprise Fund', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bwomen enterprise fund\b` },
  { name: 'GEEP TraderMoni', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\b(trader|market|farmer) ?moni\b|\bgeep\b` },
  { name: 'Eazzy Loan', kind: 'mobile_overdraft', countries: ['KE'], pattern: String.raw`\beazzy ?loan\b` },
  { name: 'MCo-opCash', kind: 'mobile_overdraft', countries: ['KE'], pattern: String.raw`\bmco-?op ?cash\b` },
  { name: 'Hustler Fund', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bhustler\b`, unless: String.raw`\bsav(e|ings?)\b` },
  { name: 'Tala', kind: 'digital_lender', countries: ['KE', 'NG'], pattern: String.raw`\btala\b` },
  {
    name: 'Branch',
    kind: 'digital_lender',
    countries: ['KE', 'NG'],
    pattern: String.raw`\bbranch (international|intl|micro ?finance|financial|loans?|app)\b`,
  },
  { name: 'Zenka', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bzenka\b` },
  { name: 'Okash', kind: 'digital_lender', countries: ['KE', 'NG'], pattern: String.raw`\bo-?kash\b` },
  { name: 'Zash', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bzash\b` },
  { name: 'iPesa', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bi-?pesa\b` },
  { name: 'Opesa', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bopesa\b` },
  { name: 'Stawi', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bstawi\b` },
  { name: 'Zidisha', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bzidisha\b` },
  { name: 'Watu Credit', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bwatu\b` },
  { name: 'Mogo', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bmogo\b` },
  { name: 'Lipa Later', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\blipa ?later\b` },
  { name: 'Zanifu', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bzanifu\b` },
  { name: 'Pezesha', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bpezesha\b` },
  { name: 'Okolea', kind: 'digital_lender', countries: ['KE'], pattern: String.raw`\bokolea\b` },
  { name: 'Carbon', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bcarbon\b|\bpaylater\b` },
  { name: 'FairMoney', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bfair ?money\b` },
  { name: 'PalmCredit', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bpalm ?credit\b|\bpalm ?pay (loan|credit|flexi)\b` },
  { name: 'Renmoney', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bren ?money\b` },
  { name: 'Aella', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\baella\b` },
  { name: 'QuickCheck', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bquick ?check\b` },
  { name: 'Specta', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bspecta\b` },
  { name: 'Lidya', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\blidya\b` },
  { name: 'Page Financials', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bpage ?financials?\b` },
  { name: 'KiaKia', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bkia ?kia\b` },
  { name: 'Migo', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bmigo\b` },
  { name: 'Sokoloan', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bsoko ?loan\b` },
  { name: 'EaseMoni', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bease ?moni\b` },
  { name: 'Newcredit', kind: 'digital_lender', countries: ['NG'], pattern: String.raw`\bnew ?credit\b` },
];

/** A bank (or unnamed) loan: disbursement, repayment, instalment, mortgage or asset finance. */
export const BANK_LOAN_PATTERN = String.raw`\bloan\b|\bln (repay|disb|rec)|\binstal+ments?\b|\bemi\b|\bmortgage\b|\bhire purchase\b|\basset finance\b`;
