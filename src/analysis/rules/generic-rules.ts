import type { CategoryRule } from './rule-types';

/**
 * Channel rules for any issuer, in precedence order (first match wins):
 * agency → ATM → airtime → POS/card → cash → payment rails (RTGS, EFT, PesaLink, NIP...) →
 * mobile money and mobile banking → generic transfer words → other (interest, loans, reversals).
 *
 * Why this order: an agent withdrawal is agency even though it is cash; "ATM" beats "POS" and "cash";
 * "Airtime purchase" must not become a card purchase; a named rail ("NIP transfer to OPAY") is a fund
 * transfer even when it names a wallet; "MPESA transfer" is mobile money even though it says transfer.
 */
export const GENERIC_RULES: readonly CategoryRule[] = [
  { id: 'generic.agency.agent', category: 'agency',
    pattern: String.raw`\bagents?\b|\bagency\b|\bagt\b|\bsuper ?agent\b` },
  { id: 'generic.agency.cash_in_out', category: 'agency', account_kind: 'mobile_money',
    pattern: String.raw`\bcash ?(in|out)\b|\bcashout\b|\bwithdrawal\b|\bwithdraw\b|\bdeposit\b`,
    unless: String.raw`\batm\b|\bbank\b|m-?shwari|kcb m-?pesa|\block ?savings\b` },
  { id: 'generic.cash_and_atm.atm', category: 'cash_and_atm',
    pattern: String.raw`\batm\b|\bcdm\b|\bcash (deposit|dep) machine` },
  { id: 'generic.mobile_banking.airtime', category: 'mobile_banking',
    pattern: String.raw`\bairtime\b|\bdata bundles?\b|\brecharge\b|\btop ?up\b|\bbundles?\b` },
  { id: 'generic.POS.pos', category: 'POS',
    pattern: String.raw`\bpos\b|\bcard (purchase|payment|txn|transaction|pmt)\b|\bvisa\b|\bmastercard\b|\bverve\b|\bweb (purchase|pmt|payment)\b|\becom\b|\bcontactless\b` },
  { id: 'generic.POS.merchant', category: 'POS', account_kind: 'bank',
    pattern: String.raw`\bmerchant\b|\bpurchase\b|\bpos purchase\b|\bsupermarket\b` },
  { id: 'generic.cash_and_atm.cash', category: 'cash_and_atm',
    pattern: String.raw`\bcash\b|\bcounter (withdrawal|deposit)\b|\bteller\b|\bself (withdrawal|cheque|chq)\b|\bbranch withdrawal\b` },
  { id: 'generic.cash_and_atm.deposit_withdrawal', category: 'cash_and_atm', account_kind: 'bank',
    pattern: String.raw`^(deposit|withdrawal|wdl|dep)\b|\b(deposit|withdrawal) (at|by|branch)\b`,
    unless: String.raw`cheque|chq|fixed|\bterm\b|\bcall\b|transfer|m-?pesa` },
  { id: 'generic.fund_transfer.rail', category: 'fund_transfer',
    pattern: String.raw`\brtgs\b|\beft\b|\bpesa ?link\b|\bnip\b|\bneft\b|\bswift\b|\bach\b|\bnibss\b|\bibft\b|\binter-?bank\b|\binstant (payment|transfer)\b|\bstanding order\b|\bs o\b|\bdirect debit\b|\bcheque\b|\bchq\b|\bclearing\b|\btt\b|\btelegraphic\b|\bremittance\b` },
  { id: 'generic.mobile_banking.wallet', category: 'mobile_banking',
    pattern: String.raw`\bm-?pesa\b|\bairtel ?money\b|\bmtn\b|\bmomo\b|\bmobile money\b|\bmobile (banking|app|transfer)\b|\bussd\b|\bpay ?bill\b|\bbuy goods\b|\btill\b|\bb2c\b|\bc2b\b|\bwallet\b|\beazzy\b|\bequitel\b|\bt-?kash\b|\btigo ?pesa\b|\bhalo ?pesa\b|\bmpamba\b|\borange money\b|\bmoov\b|\bfuliza\b|\bm-?shwari\b` },
  { id: 'generic.mobile_banking.p2p', category: 'mobile_banking', account_kind: 'mobile_money',
    pattern: String.raw`\btransfer\b|\bsend money\b|\breceived from\b|\bsent to\b|\bpayment (to|from)\b` },
  { id: 'generic.fund_transfer.transfer', category: 'fund_transfer',
    pattern: String.raw`\btransfer\b|\btrf\b|\btfr\b|\btrsf\b|\bxfer\b|\bift\b|\bft\b|\bfunds? trans|\bown account\b|\bbook transfer\b|\binternet banking\b|\bonline banking\b` },
  { id: 'generic.other.finance', category: 'other',
    pattern: String.raw`\binterest\b|\bloan\b|\breversal\b|\breversed\b|\brefund\b|\bdividend\b|\bcharge ?back\b|\binsurance\b|\btax\b` },
];
