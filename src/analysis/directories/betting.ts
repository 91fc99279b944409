/**
 * Betting and gambling operators of East and West Africa, plus generic gambling words. Matched
 * case-insensitively against the normalised narration; the first entry wins.
 */
export interface NamedPattern {
  name: string;
  pattern: string;
}

export const BETTING: readonly NamedPattern[] = [
  { name: 'SportPesa', pattern: String.raw`\bsport ?pesa\b` },
  { name: 'Betika', pattern: String.raw`\bbetika\b` },
  { name: 'Odibets', pattern: String.raw`\bodi ?bets?\b` },
  { name: 'Mozzart', pattern: String.raw`\bmozzart\b` },
  { name: 'Betway', pattern: String.raw`\bbetway\b` },
  { name: 'Bet9ja', pattern: String.raw`\bbet ?9ja\b` },
  { name: 'BetKing', pattern: String.raw`\bbet ?king\b` },
  { name: 'SportyBet', pattern: String.raw`\bsporty ?bet\b` },
  { name: '1xBet', pattern: String.raw`\b1 ?x ?bet\b` },
  { name: 'NairaBet', pattern: String.raw`\bnaira ?bet\b` },
  { name: 'Betin', pattern: String.raw`\bbetin\b` },
  { name: 'MerryBet', pattern: String.raw`\bmerry ?bet\b` },
  { name: 'BetPawa', pattern: String.raw`\bbet ?pawa\b` },
  { name: 'Shabiki', pattern: String.raw`\bshabiki\b` },
  { name: 'Kwikbet', pattern: String.raw`\bkwik ?bet\b` },
  { name: 'Helabet', pattern: String.raw`\bhela ?bet\b` },
  { name: 'Melbet', pattern: String.raw`\bmel ?bet\b` },
  { name: '22Bet', pattern: String.raw`\b22 ?bet\b` },
  { name: 'Betlion', pattern: String.raw`\bbet ?lion\b` },
  { name: 'Gal Sport Betting', pattern: String.raw`\bgal ?sport\b` },
  { name: 'Dafabet', pattern: String.raw`\bdafa ?bet\b` },
  { name: 'Premier Bet', pattern: String.raw`\bpremier ?bet\b` },
  { name: 'MSport', pattern: String.raw`\bm ?sport\b` },
  { name: 'Paripesa', pattern: String.raw`\bpari ?pesa\b` },
  { name: 'Chezacash', pattern: String.raw`\bcheza ?cash\b` },
  { name: 'BangBet', pattern: String.raw`\bbang ?bet\b` },
  { name: 'AccessBet', pattern: String.raw`\baccess ?bet\b` },
  { name: 'BetBonanza', pattern: String.raw`\bbet ?bonanza\b` },
  { name: 'Surebet247', pattern: String.raw`\bsure ?bet` },
  { name: 'Other gambling', pattern: String.raw`\bbetting\b|\bcasino\b|\blotto\b|\blottery\b|\bjackpot\b|\baviator\b` },
];
