import { accessNigeria, gtbankNigeria } from './west-africa';
import { crdbTanzania, equityKenya, kcbKenya, stanbic } from './east-africa';
import { genericProfile } from './generic';
import { mpesaSafaricom } from './mpesa-safaricom';
import type { IssuerProfile } from './types';

export type { ColumnRole, IssuerProfile, MetadataField } from './types';
export { GENERIC_COLUMNS, GENERIC_LABELS, genericProfile } from './generic';

/** Specific profiles in detection order; the generic fallback is used when none matches. */
export const PROFILES: readonly IssuerProfile[] = [mpesaSafaricom, equityKenya, kcbKenya, stanbic, crdbTanzania, gtbankNigeria, accessNigeria];

export function detectProfile(firstPageText: string, profiles: readonly IssuerProfile[] = PROFILES): IssuerProfile {
  for (const p of profiles) {
    const all = p.detect.all ?? [];
    const any = p.detect.any ?? [];
    if (!all.length && !any.length) continue;
    if (!all.every((re) => new RegExp(re, 'i').test(firstPageText))) continue;
    if (any.length && !any.some((re) => new RegExp(re, 'i').test(firstPageText))) continue;
    return p;
  }
  return genericProfile;
}
