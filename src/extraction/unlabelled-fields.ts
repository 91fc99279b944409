import { ibanIn, phoneIn, runInPhone, unlabelledAccount } from './account-number';
import { cleanHolderName, looksLikeTitle, nameBeforeHonorific, nameBeforeIban, nameFromBlock, nameFromGreeting } from './holder-name';
import { beforeRows } from './header-grid';
import type { Line } from './layout';

/**
 * The header fields `readHeaderFields` fills. Lines found here stay out of `fieldLines`: a holder's block
 * often shares its lines with the letterhead's columns, and a name or an address is never a legal name.
 */
interface Fields {
  name: string;
  account: string;
  contacts: string;
  email: string;
}

/**
 * Fields no label named, after the labelled ones: the holder from a greeting or the branded block
 * (and the phone and e-mail printed in that block), the account beside a product name, a masked
 * card or an IBAN. Labelled values always win; a labelled name only loses what is not a name.
 */
export function fillUnlabelled(out: Fields, all: Line[]): void {
  const lines = beforeRows(all);
  if (out.name) out.name = cleanHolderName(out.name) || out.name;
  // A labelled value that reads as a title or a figure ("Opening KSh" under an empty "Customer:") is
  // not the holder: blank is better than wrong, and the unlabelled readers may still find the name.
  if (looksLikeTitle(out.name)) out.name = '';
  // The account number printed after its label is no phone number, unless the account is a wallet's.
  const digits = (v: string) => v.replace(/\D/g, '');
  const wallet = lines.some((l) => WALLET.test(l.text));
  const isAccount = (p: string) => !wallet && out.account !== '' && digits(p) === digits(out.account);
  const phone = (p: string | null) => (p && !isAccount(p) ? p : null);
  if (!out.name) {
    const hit = nameFromGreeting(lines) ?? nameBeforeHonorific(lines) ?? nameFromBlock(lines);
    if (hit) {
      out.name = hit.name;
      const block = hit.block.map((i) => lines[i]!.text).join('\n');
      if (!out.contacts) out.contacts = phone(phoneIn(block)) ?? phone(phoneIn(bandRest(lines[hit.line]!.text, hit.name))) ?? '';
      if (!out.email) out.email = /\S+@\S+\.\w+/.exec(`${block}\n${lines[hit.line]!.text}`)?.[0] ?? '';
    }
  }
  if (!out.contacts) out.contacts = lines.map((l) => phone(runInPhone(l.text))).find((p) => p) ?? '';
  if (!out.account) {
    for (let i = 0; i < lines.length && !out.account; i++) {
      const account = unlabelledAccount(lines[i]!.text);
      if (account) out.account = account;
    }
  }
  // "J.M. de Vries  NL91ABNA0417164300": the holder printed before the account's IBAN on its line.
  const compact = (v: string) => v.replace(/\s+/g, '');
  for (let i = 0; i < lines.length && !out.name && out.account; i++) {
    const iban = ibanIn(lines[i]!.text);
    if (iban && compact(iban) === compact(out.account)) out.name = nameBeforeIban(lines[i]!, iban) ?? '';
  }
  // A wallet is its phone number: the holder's number is the account when nothing else is.
  if (!out.account && out.contacts && lines.some((l) => WALLET.test(l.text))) out.account = out.contacts;
}

/** Mobile-money words in four languages ("Tigo Pesa", "HaloPesa", "Orange Money", "e-money", "porte-monnaie"). */
const WALLET =
  /\bwallet\b|mobile\s+money|\bmomo\b|\w*pesa\b|\be-?money\b|\b(?:orange|airtel|mtn|moov|free|wave)\s+money\b|porte-?monnaie|monnaie\s+[ée]lectronique|carteira|dinheiro\s+m[óo]vel/iu;

function bandRest(text: string, name: string): string {
  return text.replace(name, ' ');
}
