import { CARD_RULES } from './card-rules';
import type { CategoryRule } from './rule-types';

/**
 * Channel rules for any issuer, in precedence order (first match wins):
 * agency → ATM → airtime → POS (card, merchant, till) → cash → cheques (other) → payment rails (RTGS,
 * EFT, PesaLink, NIP, virement...) → mobile money and mobile banking (wallet names, pay bill, USSD,
 * then a mobile number in the narration) → generic transfer words → other (interest, loans...).
 *
 * Why this order: an agent withdrawal is agency even though it is cash; "ATM" beats "POS" and "cash";
 * "Airtime purchase" must not become a card purchase; a till or merchant payment is POS even in a
 * wallet; a named rail ("NIP transfer to OPAY") is a fund transfer even when it names a wallet;
 * "TRF TO MPESA" is mobile money even though it says transfer; a transfer to a (masked) mobile number
 * is a wallet transfer. Wallet statements read by the generic profile are covered too: the generic
 * rules do not rely on `account_kind` except where a word means different things in a wallet.
 */
/** A masked or plain mobile number: `2547******123`, `0700XXX123`, `024XXXX123`, `0803 123 4567`. */
const PHONE = String.raw`\b(\+?2[3-5]\d|0)\d{1,3}[x*]{3,}\d{2,4}\b|\b(\+?254|0)7\d{8}\b|\b0[789][01]\d{8}\b`;

export const GENERIC_RULES: readonly CategoryRule[] = [
  ...CARD_RULES,
  { id: 'generic.agency.agent', category: 'agency', pattern: String.raw`\bagents?\b|\bagency\b|\bagt\b|\bsuper ?agent\b|\bwakala\b|\bagente\b` },
  {
    id: 'generic.agency.cash_in_out',
    category: 'agency',
    account_kind: 'mobile_money',
    pattern: String.raw`\bcash ?(in|out)\b|\bcashout\b|\bwithdrawal\b|\bwithdraw\b|\bdeposit\b|\bretrait\b|\bd[eé]p[oô]t\b|\blevantamento\b|\bdep[oó]sito\b|\bkutoa\b|\bkuweka\b`,
    unless: String.raw`\batm\b|\bdab\b|\bgab\b|\bbank\b|m-?shwari|kcb m-?pesa|\block ?savings\b`,
  },
  {
    id: 'generic.cash_and_atm.atm',
    category: 'cash_and_atm',
    pattern: String.raw`\batm\b|\bcdm\b|\bcash (deposit|dep) machine|\bdab\b|\bgab\b|\bcaixa autom[aá]tic|\bmultibanco\b|\blevantamento\b|\bautoteller\b|\bauto teller\b`,
  },
  {
    id: 'generic.mobile_banking.airtime',
    category: 'mobile_banking',
    pattern: String.raw`\bairtime\b|\bdata bundles?\b|\brecharge\b|\btop ?up\b|\bbundles?\b|\bachat (de )?cr[eé]dit\b|\bcr[eé]dit (t[eé]l[eé]phonique|de communication)\b|\bforfait\b|\bcarregamento\b|\brecarga\b|\bmuda wa maongezi\b|\bvifurushi\b`,
  },
  {
    id: 'generic.POS.pos',
    category: 'POS',
    pattern: String.raw`\bpos\b|\bcard (purchase|payment|txn|transaction|pmt)\b|\bpaiement carte\b|\bvisa\b|\bmastercard\b|\bverve\b|\bweb (purchase|pmt|payment)\b|\becom\b|\bcontactless\b|\bcompra\b|\btpa\b|\blipa kwa simu\b|\bmalipo kwa kadi\b|\blipa (namba|number)\b|\bmfanyabiashara\b|\bpaiement marchand\b|\bpagamento (a|ao|no) comerciante\b`,
  },
  {
    id: 'generic.POS.merchant',
    category: 'POS',
    pattern: String.raw`\bmerchant\b|\bbuy goods\b|\blipa na m-?pesa\b|\btill (no|number)?\s?\d|^payment to\b|\bsupermarket\b`,
  },
  { id: 'generic.POS.purchase', category: 'POS', account_kind: 'bank', pattern: String.raw`\bpurchase\b|\bachat\b` },
  {
    id: 'generic.cash_and_atm.cash',
    category: 'cash_and_atm',
    pattern: String.raw`\bcash\b|\bcounter (withdrawal|deposit)\b|\bteller\b|\bself (withdrawal|cheque|chq)\b|\bbranch withdrawal\b|\bretrait\b|\bversement esp|\besp[eè]ces\b|\bguichet\b|\bbalc[aã]o\b|\bnumer[aá]rio\b|\bpesa taslimu\b|\bamana ya fedha\b|\bfedha taslimu\b`,
  },
  {
    id: 'generic.cash_and_atm.deposit_withdrawal',
    category: 'cash_and_atm',
    account_kind: 'bank',
    pattern: String.raw`^(deposit|withdrawal|wdl|dep)\b|\b(deposit|withdrawal) (at|by|branch)\b`,
    unless: String.raw`cheque|chq|fixed|\bterm\b|\bcall\b|transfer|m-?pesa|\bvia\b|\bto\b`,
  },
  { id: 'generic.other.cheque', category: 'other', pattern: String.raw`\bcheque\b|\bchq\b|\bcheck deposit\b|\bch[eè]que\b` },
  {
    // A loan repayment or a reversal on a bank account is credit or a correction, whatever rail carried it ("NIP/FAIRMONEY/LOAN REPAYMENT").
    id: 'generic.other.loan_reversal',
    category: 'other',
    account_kind: 'bank',
    pattern: String.raw`\bloan\b|\brevers(al|ed)\b|\brvsl\b`,
    unless: String.raw`m-?pesa|fuliza|\bwallet\b|airtel|\bmomo\b`,
  },
  {
    id: 'generic.fund_transfer.rail',
    category: 'fund_transfer',
    pattern: String.raw`\brtgs\b|\beft\b|\bpesa ?link\b|\bnip\b|\bneft\b|\bswift\b|\bach\b|\bnibss\b|\bibft\b|\binter-?bank\b|\binstant (payment|transfer)\b|\bstanding order\b|\bs o\b|\bclearing\b|\btt\b|\btelegraphic\b|\bvirement\b`,
  },
  {
    id: 'generic.mobile_banking.wallet',
    category: 'mobile_banking',
    pattern: String.raw`\bm-?pesa\b|\bairtel ?money\b|\bmtn\b|\bmomo\b|\bmobile money\b|\bmobile (banking|app|transfer)\b|\bussd\b|\bpay ?bill\b|\bbill pay(ment)?\b|\bb2c\b|\bc2b\b|\bwallet\b|\beazzy\b|\bequitel\b|\bt-?kash\b|\btigo ?pesa\b|\bhalo ?pesa\b|\bmpamba\b|\borange money\b|\bwave\b|\bfree money\b|\bmoov\b|\bfuliza\b|\bm-?shwari\b|\be-?mola\b|\bm-?kesh\b|\bmulticaixa express\b|\bportefeuille\b|\bcarteira\b|\bkutuma pesa\b|\btuma pesa\b|\bumetuma\b|\bumepokea\b|\bpokea pesa\b|\b(sent|send|received) money\b|\bmoney (sent|received|transfer)\b|\bpaiement (de )?factures?\b|\bpagamento de (servi[cç]os|contas?|factura)\b|\blipa bili\b`,
    unless: String.raw`^revers(al|ed)\b`,
  },
  { id: 'generic.mobile_banking.phone', category: 'mobile_banking', pattern: PHONE },
  {
    id: 'generic.mobile_banking.p2p',
    category: 'mobile_banking',
    account_kind: 'mobile_money',
    pattern: String.raw`\btransfer\b|\bsend money\b|\breceived from\b|\bsent to\b|\bpayment (to|from)\b|\btransfert\b|\bvers \d|\benvoi\b|\bre[cç]u de\b|\btransfer[eê]ncia\b|\benvio\b|\brecebido de\b|\bhamisha\b|\bkutoka kwa\b|\bkwenda kwa\b`,
  },
  {
    id: 'generic.fund_transfer.transfer',
    category: 'fund_transfer',
    pattern: String.raw`\btransfer\b|\btransfert\b|\btrf\b|\btfr\b|\btrsf\b|\bxfer\b|\bift\b|\bft\b|\bfunds? trans|\bown account\b|\bbook transfer\b|\binternet banking\b|\bonline banking\b|\bremittance\b|\bib (payment|pmt|transfer|trf)\b|\btransfer[eê]ncia\b|\bhamisha\b`,
  },
  {
    id: 'generic.other.finance',
    category: 'other',
    pattern: String.raw`\binterest\b|\bloan\b|\breversal\b|\breversed\b|\brefund\b|\bdividend\b|\bcharge ?back\b|\binsurance\b|\btax\b|\bdirect debit\b|\bpr[eé]l[eè]vement\b|\bcash ?back\b|\brewards?\b|\bjuros\b|\bint[eé]r[eê]ts\b|\briba\b|\bmkopo\b|\bempr[eé]stimo\b|\bpr[eê]t\b`,
  },
];
