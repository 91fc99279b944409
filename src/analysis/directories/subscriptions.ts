import type { NamedPattern } from './betting';

/** Subscription merchants (streaming, pay TV, software, home internet) and the word itself. */
export const SUBSCRIPTIONS: readonly NamedPattern[] = [
  { name: 'Netflix', pattern: String.raw`\bnetflix\b` },
  { name: 'Spotify', pattern: String.raw`\bspotify\b` },
  { name: 'Showmax', pattern: String.raw`\bshowmax\b` },
  { name: 'DStv', pattern: String.raw`\bdstv\b|\bmultichoice\b` },
  { name: 'GOtv', pattern: String.raw`\bgotv\b` },
  { name: 'StarTimes', pattern: String.raw`\bstar ?times\b` },
  { name: 'Zuku', pattern: String.raw`\bzuku\b` },
  { name: 'Safaricom Home', pattern: String.raw`\bhome fibre\b|\bsafaricom home\b` },
  { name: 'Starlink', pattern: String.raw`\bstarlink\b` },
  { name: 'Spectranet', pattern: String.raw`\bspectranet\b` },
  { name: 'Apple', pattern: String.raw`\bapple\.com\b|\bitunes\b|\bicloud\b|\bapple services\b` },
  { name: 'Google', pattern: String.raw`\bgoogle (play|storage|one|workspace)\b|\byoutube\b` },
  { name: 'Amazon Prime', pattern: String.raw`\bamazon prime\b|\bprime video\b` },
  { name: 'Microsoft', pattern: String.raw`\bmicrosoft\b|\boffice 365\b` },
  { name: 'Boomplay', pattern: String.raw`\bboomplay\b` },
  { name: 'Audiomack', pattern: String.raw`\baudiomack\b` },
  { name: 'Deezer', pattern: String.raw`\bdeezer\b` },
  { name: 'Canva', pattern: String.raw`\bcanva\b` },
  { name: 'OpenAI', pattern: String.raw`\bopenai\b|\bchatgpt\b` },
  { name: 'Other subscription', pattern: String.raw`\bsubscription\b|\bmembership\b` },
];
