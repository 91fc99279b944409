import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id derived from its parts, so that the same logical event always gets the same id and a
 * retried append is recognised as a duplicate by every adapter.
 */
export function stableEventId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  // Version nibble 5 and RFC 4122 variant, like a name-based UUID.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
