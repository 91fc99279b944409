/**
 * Solar Hijri (Persian, Jalali) dates, as Iranian and Afghan statements print them (`1405/03/05`), read as
 * the Gregorian day they name. The conversion is the platform's (ICU's `persian` calendar through `Intl`):
 * of the days within two of an estimate, the one whose Persian date is the printed one (none: no such day).
 */

/**
 * Printed years read as Solar Hijri: 1300 AP is 1921, 1429 AP is 2050; no Gregorian statement prints them. Later
 * years are left alone: 1430 and after are the lunar Hijri years of statements since 2009 (`1447/05/12`), which
 * read as Solar Hijri would be dated decades ahead.
 */
export const SOLAR_HIJRI_YEARS = { from: 1300, to: 1429 } as const;

export function isSolarHijriYear(year: number): boolean {
  return year >= SOLAR_HIJRI_YEARS.from && year <= SOLAR_HIJRI_YEARS.to;
}

const PERSIAN = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
const DAY_MS = 86_400_000;

function persianParts(ms: number): [number, number, number] {
  let y = 0;
  let m = 0;
  let d = 0;
  for (const p of PERSIAN.formatToParts(new Date(ms))) {
    if (p.type === 'year') y = +p.value;
    else if (p.type === 'month') m = +p.value;
    else if (p.type === 'day') d = +p.value;
  }
  return [y, m, d];
}

/** Days from the start of a Persian year to the start of its month (months 1–6 have 31 days, 7–11 have 30). */
function dayOfYear(month: number, day: number): number {
  return (month <= 7 ? (month - 1) * 31 : 186 + (month - 7) * 30) + day - 1;
}

/** The Gregorian `[year, month, day]` of a Solar Hijri date, or null when no such day exists (`1405/02/32`). */
export function solarHijriToGregorian(year: number, month: number, day: number): [number, number, number] | null {
  if (month < 1 || month > 12 || day < 1 || day > (month <= 6 ? 31 : 30)) return null;
  // Farvardin 1 falls on March 20, 21 or 22 of year + 621: the day sought is within two days of the estimate.
  const estimate = Date.UTC(year + 621, 2, 21) + dayOfYear(month, day) * DAY_MS;
  for (const off of [0, -1, 1, -2, 2]) {
    const ms = estimate + off * DAY_MS;
    const [y, m, d] = persianParts(ms);
    if (y === year && m === month && d === day) {
      const g = new Date(ms);
      return [g.getUTCFullYear(), g.getUTCMonth() + 1, g.getUTCDate()];
    }
  }
  return null;
}
