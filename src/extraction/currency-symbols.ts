/**
 * How statements print currencies, as data: ISO codes, symbols and names, and the countries (and
 * their cities) that imply one. Symbols of one or two letters ("R", "MT", "ZK", "Br", "DH") are
 * also ordinary text, so they count only right beside an amount ("R 1 234,56", "1.500,00 MT").
 */
export interface CurrencyRule {
  code: string;
  printed: RegExp;
}

/** A short symbol only where it touches an amount, before it ("R 1 234,56") or after it ("1.500,00 MT"). */
function besideAmount(symbol: string): RegExp {
  // The number must look like money ("R 1 234,56", "R1,234.56"), so "MT103" and "Br 045" are no amounts.
  const money = String.raw`[-(]?(?:\d{1,3}(?:[ ,.\u00a0\u202f']\d{3})+(?:[.,]\d{1,2})?|\d+[.,]\d{1,2})(?!\d)`;
  return new RegExp(String.raw`(?<![\p{L}\d$£€])(?:${symbol})\.?(?=\s?${money})|(?<=\d\s?)(?:${symbol})(?![\p{L}\d])`, 'u');
}

/** Specific before generic: "US$" before "$", "E£" before "£", "GH₵" before "₵". */
export const CURRENCY_RULES: CurrencyRule[] = [
  { code: 'KES', printed: /\bKES\b|\bK\.?\s?Shs?\b\.?|kenya(?:n)?\s+shillings?|shilingi\s+(?:za\s+)?(?:ki)?kenya/iu },
  { code: 'TZS', printed: /\bTZS\b|\bT\.?\s?Shs?\b\.?|tanzania(?:n)?\s+shillings?|shilingi\s+(?:za\s+)?(?:ki)?tanzania/iu },
  { code: 'UGX', printed: /\bUGX\b|\bU\.?\s?Shs?\b\.?|uganda(?:n)?\s+shillings?|shilingi\s+(?:za\s+)?(?:ki)?uganda/iu },
  // "Shillings", "Shs 1,000": Kenyan, Tanzanian or Ugandan by the country the document names.
  { code: 'SHILLING', printed: /\bshillings?\b|\bshilingi\b/iu },
  { code: 'SHILLING', printed: besideAmount('Shs|Sh') },
  { code: 'RWF', printed: /\bRWF\b|\bFRw\b|rwanda(?:n)?\s+francs?|francs?\s+rwandais/iu },
  { code: 'RWF', printed: besideAmount('RF|Frw') },
  { code: 'BIF', printed: /\bBIF\b|\bFBu\b|francs?\s+burundais|burundi(?:an)?\s+francs?/iu },
  { code: 'CDF', printed: /\bCDF\b|francs?\s+congolais|congolese\s+francs?/iu },
  { code: 'NGN', printed: /\bNGN\b|₦|\bnaira\b/iu },
  { code: 'GHS', printed: /\bGHS\b|\bGHC\b|GH\s?[₵¢]|₵|\bcedis?\b/iu },
  { code: 'ZAR', printed: /\bZAR\b|south\s+african\s+rands?|\brands?\b(?=\s*$|\s*[)\]])/iu },
  { code: 'ZAR', printed: besideAmount('R') },
  { code: 'MWK', printed: /\bMWK\b|malawi(?:an)?\s+kwacha/iu },
  { code: 'MWK', printed: besideAmount('MK') },
  { code: 'ZMW', printed: /\bZMW\b|\bZMK\b|kwacha/iu },
  { code: 'ZMW', printed: besideAmount('ZK') },
  { code: 'MZN', printed: /\bMZN\b|meticais|metical|\bMTn\b/iu },
  { code: 'MZN', printed: besideAmount('MT') },
  { code: 'AOA', printed: /\bAOA\b|kwanzas?\b/iu },
  { code: 'AOA', printed: besideAmount('Kz') },
  { code: 'ETB', printed: /\bETB\b|\bbirr\b/iu },
  { code: 'ETB', printed: besideAmount('Br') },
  // CFA francs: West (XOF) by default; `cfaCode` switches to XAF on Central-African hints.
  { code: 'XAF', printed: /\bXAF\b/u },
  { code: 'XOF', printed: /\bXOF\b|francs?\s+CFA|\bF\.?\s?CFA\b|\bFCFA\b|\bCFA\b/iu },
  { code: 'EGP', printed: /\bEGP\b|E£|egyptian\s+pounds?|livres?\s+[ée]gyptiennes?/iu },
  { code: 'MAD', printed: /\bMAD\b|dirhams?\s+marocains?|moroccan\s+dirhams?/iu },
  { code: 'MAD', printed: besideAmount('DH|Dhs|Dh') },
  { code: 'AED', printed: /\bAED\b|UAE\s+dirhams?/iu },
  // The Persian spelling (Persian yeh): the Arabic "ريال" is a riyal.
  { code: 'IRR', printed: /\bIRR\b|ریال|iranian\s+rials?/iu },
  { code: 'NAD', printed: /\bNAD\b|N\$|namibia(?:n)?\s+dollars?/iu },
  { code: 'LRD', printed: /\bLRD\b|L\$|liberia(?:n)?\s+dollars?/iu },
  { code: 'BWP', printed: /\bBWP\b|\bpula\b/iu },
  { code: 'SLE', printed: /\bSLE\b|\bSLL\b|\bleones?\b/iu },
  { code: 'GMD', printed: /\bGMD\b|\bdalasis?\b/iu },
  { code: 'GNF', printed: /\bGNF\b|francs?\s+guin[ée]ens?/iu },
  // "R$" before the bare "$" below.
  { code: 'BRL', printed: /\bBRL\b|R\$|\breais\b/iu },
  { code: 'CHF', printed: /\bCHF\b|schweizer\s+franken|francs?\s+suisses?|swiss\s+francs?/iu },
  { code: 'PLN', printed: /\bPLN\b|\bz[łl]oty\b|\bzł(?![\p{L}])/iu },
  { code: 'RON', printed: /\bRON\b/u },
  { code: 'USD', printed: /\bUSD\b|\bUS\s?\$|U\.S\.\s?dollars?|\bUS\s+dollars?|\bdollars?\s+am[ée]ricains?/iu },
  // Dollars named by their country's prefix: "A$", "AU$", "C$", "CA$", "NZ$", "HK$", "S$", "NT$", "MX$".
  { code: 'AUD', printed: /(?<![A-Za-z])AU?\$|\bAUD\b/u },
  { code: 'CAD', printed: /(?<![A-Za-z])CA?\$|\bCAD\b/u },
  { code: 'NZD', printed: /(?<![A-Za-z])NZ\$|\bNZD\b/u },
  { code: 'HKD', printed: /(?<![A-Za-z])HK\$|\bHKD\b/u },
  { code: 'SGD', printed: /(?<![A-Za-z])S\$|\bSGD\b/u },
  { code: 'TWD', printed: /(?<![A-Za-z])NT\$|\bTWD\b/u },
  { code: 'MXN', printed: /(?<![A-Za-z])MX\$|\bMXN\b/u },
  // A bare "$": USD unless the document names a country with its own dollar (see `dollarCode`).
  { code: '$', printed: /(?<![A-Za-z])\$/u },
  { code: 'EUR', printed: /\bEUR\b|€|\beuros?\b/iu },
  { code: 'GBP', printed: /\bGBP\b|£|pounds?\s+sterling|british\s+pounds?/iu },
  { code: 'INR', printed: /\bINR\b|₹/u },
  // "Rs. 1,200.00", "Amount (in Rs.)", "Rupees": Indian unless the document names another rupee's country.
  { code: 'RUPEE', printed: /\bRs\.?(?=\s?\d)|(?<=\bin\s+)Rs\b\.?|\brupees?\b/iu },
  { code: 'CNY', printed: /\bCNY\b|\bRMB\b|人民币|人民幣/u },
  // "¥" / "￥": yen unless the document names China (see `settle`).
  { code: 'YEN', printed: /[¥￥]/u },
  { code: 'JPY', printed: /\bJPY\b|日本円|(?<=\d)\s?円/u },
  { code: 'KRW', printed: /\bKRW\b|₩|(?<=\d)\s?원(?![\p{L}])/u },
  { code: 'THB', printed: /\bTHB\b|฿|บาท/u },
  { code: 'SAR', printed: /\bSAR\b|ريال\s+سعودي|ر\.س/u },
  { code: 'IDR', printed: /\bIDR\b|\bRp\.?(?=\s?\d)|\brupiah\b/iu },
  { code: 'PHP', printed: /\bPHP\b|₱|philippine\s+pesos?/iu },
  { code: 'VND', printed: /\bVND\b|\bVNĐ\b|₫|việt\s+nam\s+đồng/iu },
  { code: 'TRY', printed: /\bTRY\b|₺|t[üu]rk\s+liras[ıi]/iu },
];

/** Cameroun, Gabon, Congo (Brazzaville), Tchad, Centrafrique, Guinée équatoriale, their capitals, BEAC/CEMAC. */
export const CENTRAL_AFRICA =
  /cameroun|cameroon|douala|yaound[ée]|gabon|libreville|r[ée]publique\s+du\s+congo|republic\s+of\s+(?:the\s+)?congo|brazzaville|pointe[-\s]noire|tchad|\bchad\b|n['’]?djam[ée]na|centrafrique|central\s+african|bangui|guin[ée]e\s+[ée]quatoriale|equatorial\s+guinea|malabo|\bBEAC\b|\bCEMAC\b/iu;

/** Countries, capitals and regional bodies → ISO code, for statements that never print a currency. */
export const COUNTRY_RULES: Array<{ code: string; country: RegExp }> = [
  { code: 'KES', country: /\bkenya\b|nairobi|mombasa|m-?pesa|safaricom/iu },
  { code: 'TZS', country: /tanzania|dar es salaam|dodoma|zanzibar/iu },
  { code: 'UGX', country: /uganda|kampala/iu },
  { code: 'RWF', country: /rwanda|kigali/iu },
  { code: 'BIF', country: /burundi|bujumbura/iu },
  { code: 'CDF', country: /d[ée]mocratique\s+du\s+congo|democratic\s+republic\s+of\s+(?:the\s+)?congo|\bRDC\b|\bDRC\b|kinshasa|lubumbashi/iu },
  { code: 'NGN', country: /nigeria|lagos|abuja/iu },
  { code: 'GHS', country: /ghana|accra|kumasi/iu },
  // Issuers that operate in one country name it as well as any address ("Capitec Bank Limited").
  { code: 'ZAR', country: /south\s+africa|suid-afrika|johannesburg|cape\s+town|kaapstad|pretoria|durban|capitec|\babsa\b/iu },
  {
    code: 'INR',
    country:
      /\bindia\b|mumbai|new\s+delhi|bengaluru|bangalore|chennai|kolkata|hdfc\s+bank|icici\s+bank|state\s+bank\s+of\s+india|axis\s+bank|kotak\s+mahindra/iu,
  },
  { code: 'EUR', country: /sparkasse|volksbank|raiffeisenbank|commerzbank|deutsche\s+bank|postbank|rabobank|abn\s+amro|\bbunq\b|\bknab\b/iu },
  { code: 'MWK', country: /malawi|lilongwe|blantyre/iu },
  { code: 'ZMW', country: /zambia|lusaka/iu },
  { code: 'MZN', country: /mo[çc]ambique|mozambique|maputo/iu },
  { code: 'AOA', country: /angola|luanda/iu },
  { code: 'ETB', country: /ethiopia|addis\s+ababa/iu },
  { code: 'XAF', country: CENTRAL_AFRICA },
  {
    code: 'XOF',
    country:
      /s[ée]n[ée]gal|dakar|c[ôo]te\s+d['’]ivoire|ivory\s+coast|abidjan|burkina|ouagadougou|bamako|r[ée]publique\s+du\s+mali|niamey|r[ée]publique\s+du\s+niger|\btogo\b|lom[ée]|cotonou|r[ée]publique\s+du\s+b[ée]nin|guin[ée]e[-\s]bissau|\bBCEAO\b|\bUEMOA\b/iu,
  },
  { code: 'PHP', country: /\bphilippines\b|\bpilipinas\b|\bmanila\b|\bmakati\b|\bquezon\s+city\b|\bcebu\s+city\b|\bpasig\b|\btaguig\b/iu },
  { code: 'PKR', country: /\bpakistan\b|\bkarachi\b|\blahore\b|\bislamabad\b|\brawalpindi\b|\bfaisalabad\b/iu },
  { code: 'BDT', country: /\bbangladesh\b|\bdhaka\b|\bchittagong\b|\bchattogram\b/iu },
  { code: 'LKR', country: /\bsri\s+lanka\b|\bcolombo\b/iu },
  { code: 'IDR', country: /\bindonesia\b|\bjakarta\b|\bsurabaya\b|\bbandung\b/iu },
  { code: 'MYR', country: /\bmalaysia\b|\bkuala\s+lumpur\b|\bpetaling\s+jaya\b/iu },
  { code: 'THB', country: /\bthailand\b|\bbangkok\b/iu },
  { code: 'VND', country: /\bvi[eệ]t\s*nam\b|\bh[aà]\s+n[oộ]i\b|\bh[oồ]\s+ch[ií]\s+minh\b/iu },
  { code: 'AED', country: /\bunited\s+arab\s+emirates\b|\bU\.?A\.?E\.?\b|\bdubai\b|\babu\s+dhabi\b|\bsharjah\b/u },
  { code: 'SAR', country: /\bsaudi\s+arabia\b|\briyadh\b|\bjeddah\b/iu },
  { code: 'QAR', country: /\bqatar\b|\bdoha\b/iu },
  { code: 'TRY', country: /\bt[üu]rkiye\b|\bistanbul\b|\bankara\b|\bizmir\b/iu },
  { code: 'BRL', country: /\bbrasil\b|\bbrazil\b|\bs[ãa]o\s+paulo\b|\brio\s+de\s+janeiro\b|\bbelo\s+horizonte\b|\bCNPJ\b/iu },
  { code: 'ARS', country: /\bargentina\b|\bbuenos\s+aires\b/iu },
  { code: 'CLP', country: /\bchile\b/iu },
  { code: 'COP', country: /\bcolombia\b|\bbogot[áa]\b|\bmedell[íi]n\b/iu },
  { code: 'JPY', country: /\bjapan\b|\btokyo\b|\bosaka\b/iu },
  { code: 'KRW', country: /\bkorea\b|\bseoul\b|\bbusan\b/iu },
  { code: 'CHF', country: /\bschweiz\b|\bswitzerland\b|\bsuisse\b|\bsvizzera\b|\bz[üu]rich\b|\bgen[èe]ve\b|\bbasel\b|\blausanne\b/iu },
  { code: 'SEK', country: /\bsverige\b|\bsweden\b|\bstockholm\b|\bg[öo]teborg\b|\bmalm[öo]\b|\bum[eå]\b/iu },
  { code: 'NOK', country: /\bnorge\b|\bnorway\b|\boslo\b|\bbergen\b/iu },
  { code: 'DKK', country: /\bdanmark\b|\bdenmark\b|\bk[øo]benhavn\b|\bcopenhagen\b|\baarhus\b/iu },
  { code: 'PLN', country: /\bpolska\b|\bpoland\b|\bwarszawa\b|\bwarsaw\b|\bkrak[óo]w\b/iu },
  { code: 'CZK', country: /\b[čc]esk[áa]\s+republika\b|\bczech\b|\bpraha\b|\bprague\b/iu },
  { code: 'HUF', country: /\bmagyarorsz[áa]g\b|\bhungary\b|\bbudapest\b/iu },
  { code: 'RON', country: /\brom[âa]nia\b|\bbucure[șş]ti\b|\bbucharest\b/iu },
  { code: 'GBP', country: /\bunited\s+kingdom\b|\bengland\b|\bscotland\b|\bwales\b|\bnorthern\s+ireland\b/iu },
  {
    code: 'EUR',
    country:
      /\bireland\b|\b[ée]ire\b|\bdublin\b|\bco\.\s+(?:dublin|cork|galway|kerry|limerick|tipperary|clare|mayo|donegal|wexford|wicklow|kildare|meath)\b|\bfrance\b|\bdeutschland\b|\bgermany\b|\bitalia\b|\bitaly\b|\bespa[ñn]a\b|\bspain\b|\bportugal\b|\bnederland\b|\bnetherlands\b|\bbelgi[qu]ue\b|\bbelgi[eë]\b|\b[öo]sterreich\b|\baustria\b|\bsuomi\b|\bfinland\b|\bhelsinki\b|\bgreece\b|\bluxembourg\b/iu,
  },
  { code: 'EGP', country: /egypt|[ée]gypte|cairo|le\s+caire/iu },
  { code: 'MAD', country: /maroc|morocco|casablanca|rabat/iu },
  { code: 'NAD', country: /namibia|windhoek/iu },
  { code: 'LRD', country: /liberia|monrovia/iu },
  { code: 'BWP', country: /botswana|gaborone/iu },
  { code: 'SLE', country: /sierra\s+leone|freetown/iu },
  { code: 'GMD', country: /gambia|banjul/iu },
  // A US credit union or bank that prints no currency: its regulator, or a city, state and ZIP code ("Ames, IA 50010").
  {
    code: 'USD',
    country:
      /\bfederal\s+credit\s+union\b|\bNCUA\b|\bmember\s+FDIC\b|\p{L},?\s+(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\s+\d{5}(?:-\d{4})?\b/u,
  },
];

/**
 * Countries whose own currency prints as "$", named by the country, its cities, a postal address's
 * province or state with its postcode, an account identifier only that country uses (Mexico's CLABE,
 * Australia's BSB) or a word only its banks use (Canada's "chequing"). A bare "$" with none of these is USD.
 */
export const DOLLAR_COUNTRIES: Array<{ code: string; country: RegExp }> = [
  { code: 'NAD', country: /namibia|windhoek/iu },
  { code: 'LRD', country: /liberia|monrovia/iu },
  {
    code: 'CAD',
    country:
      /\bcanada\b|\bchequing\b|\b(?:toronto|vancouver|montr[ée]al|calgary|edmonton|ottawa|winnipeg|halifax|qu[ée]bec\s+city)\b|\b(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT|qu[ée]bec|ontario|alberta|manitoba|saskatchewan|nova\s+scotia|new\s+brunswick|british\s+columbia)\)?\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/iu,
  },
  {
    code: 'AUD',
    country: /\baustralia\b|\b(?:sydney|melbourne|brisbane|perth|adelaide|canberra|hobart)\b|\b(?:NSW|VIC|QLD)\s+\d{4}\b|\bBSB\b/iu,
  },
  { code: 'NZD', country: /new\s+zealand|\b(?:auckland|wellington|christchurch)\b/iu },
  { code: 'MXN', country: /(?<!new\s)\bm[ée]xico\b|\bCDMX\b|\bCLABE\b|moneda\s+nacional|\b(?:guadalajara|monterrey|quer[ée]taro)\b/iu },
  { code: 'SGD', country: /\bsingapore\b/iu },
  { code: 'HKD', country: /hong\s+kong/iu },
];

/**
 * ISO 3166 country codes that card descriptors print as a word ("COLES 0745 MILDURA VIC AUS"), for the
 * countries whose currency prints as "$": the rows' own evidence where the header names no country.
 */
export const DOLLAR_ROW_COUNTRIES: Readonly<Record<string, string>> = {
  AUS: 'AUD',
  CAN: 'CAD',
  NZL: 'NZD',
  MEX: 'MXN',
  SGP: 'SGD',
  HKG: 'HKD',
  USA: 'USD',
};

/** Statements naming mainland China: "¥" is the yuan there. */
export const CHINA = /中国|人民币|人民幣|银行|\bCNY\b|\bRMB\b|\bchina\b|\b(?:beijing|shanghai|shenzhen|guangzhou)\b/iu;

/** ISO 4217 codes we recognise when printed as a word; common English words (ALL, TOP, SOS…) left out on purpose. */
export const ISO_CODES = new Set([
  'KES',
  'TZS',
  'UGX',
  'RWF',
  'BIF',
  'CDF',
  'SSP',
  'SDG',
  'DJF',
  'ERN',
  'ETB',
  'NGN',
  'GHS',
  'XOF',
  'XAF',
  'GNF',
  'GMD',
  'SLE',
  'LRD',
  'CVE',
  'MRU',
  'ZAR',
  'NAD',
  'BWP',
  'LSL',
  'SZL',
  'ZMW',
  'MWK',
  'MZN',
  'AOA',
  'ZWL',
  'ZWG',
  'MGA',
  'MUR',
  'SCR',
  'KMF',
  'STN',
  'EGP',
  'MAD',
  'DZD',
  'TND',
  'LYD',
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'BRL',
  'PLN',
  'RON',
  'CZK',
  'HUF',
  'SEK',
  'NOK',
  'DKK',
  'JPY',
  'CNY',
  'INR',
  'AED',
  'SAR',
  'CAD',
  'AUD',
  'NZD',
  'MXN',
  'SGD',
  'HKD',
  'KRW',
  'THB',
  'IDR',
  'MYR',
  'TWD',
  'VND',
]);

/**
 * The currency of the country an IBAN belongs to (its first two letters): the account's currency
 * unless the statement prints another. Euro-area countries and the other IBAN countries statements
 * come from.
 */
export const IBAN_CURRENCY: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      'AD',
      'AT',
      'BE',
      'CY',
      'DE',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MC',
      'ME',
      'MT',
      'NL',
      'PT',
      'SI',
      'SK',
      'SM',
      'VA',
      'XK',
    ].map((c) => [c, 'EUR']),
  ),
  GB: 'GBP',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  TR: 'TRY',
  UA: 'UAH',
  IL: 'ILS',
  SA: 'SAR',
  AE: 'AED',
  IR: 'IRR',
  QA: 'QAR',
  KW: 'KWD',
  BH: 'BHD',
  JO: 'JOD',
  EG: 'EGP',
  TN: 'TND',
  MR: 'MRU',
  MU: 'MUR',
  SC: 'SCR',
  PK: 'PKR',
  BR: 'BRL',
  MZ: 'MZN',
  AO: 'AOA',
  CV: 'CVE',
  ST: 'STN',
  MG: 'MGA',
  CI: 'XOF',
  SN: 'XOF',
  BJ: 'XOF',
  BF: 'XOF',
  ML: 'XOF',
  NE: 'XOF',
  TG: 'XOF',
  GW: 'XOF',
  CM: 'XAF',
  CF: 'XAF',
  CG: 'XAF',
  GA: 'XAF',
  GQ: 'XAF',
  TD: 'XAF',
  BI: 'BIF',
  DJ: 'DJF',
  LY: 'LYD',
  SD: 'SDG',
};
