const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when "%PDF-" occurs within the first 1024 bytes (readers accept leading junk up to there). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 1024) - MAGIC.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < MAGIC.length; j++) if (bytes[i + j] !== MAGIC[j]) continue outer;
    return true;
  }
  return false;
}
