/**
 * Utility payees: regular obligations a lender counts beside rent and loans. Airtime and data are
 * recognised by the airtime category rule as well (see `utilityOf`).
 */
export type UtilityKind = 'electricity' | 'water' | 'airtime';

export interface UtilityEntry {
  kind: UtilityKind;
  pattern: string;
}

export const UTILITIES: readonly UtilityEntry[] = [
  {
    kind: 'electricity',
    pattern: String.raw`\bkplc\b|\bkenya power\b|\bprepaid (electricity|meter|tokens?)\b|\belectricity\b|\bekedc\b|\bikedc\b|\baedc\b|\bphcn\b|\bphed\b|\beedc\b|\bibedc\b|\bkedco\b|\bbedc\b|\bumeme\b|\btanesco\b|\bluku\b|\bzesco\b|\bsenelec\b|\bcie\b|\becg\b|\bedm\b|\bnepa\b`,
  },
  {
    kind: 'water',
    pattern: String.raw`\bwater (bill|company|services|and sewerage)\b|\bncwsc\b|\bnairobi water\b|\bnawass?co\b|\bmawasco\b|\bdawasa\b|\bwater board\b`,
  },
  { kind: 'airtime', pattern: String.raw`\bairtime\b|\bdata bundles?\b|\bbundles?\b|\brecharge\b|\bvifurushi\b|\bmuda wa maongezi\b` },
];
