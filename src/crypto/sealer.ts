import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/** Derived sub-keys kept per sealer (least recently used dropped first): the tasks in flight, with room. */
const DERIVED_KEPT = 512;

/**
 * AES-256-GCM sealing of secrets and personal data at rest (statement passwords, callback secrets, PDF bytes
 * and analysis results). The output is `v1.<iv>.<tag>.<ciphertext>` in base64url. `aad` binds a sealed value
 * to its purpose (e.g. the task id), so a value cannot be replayed into another task.
 */
export class Sealer {
  private readonly key: Buffer;
  /**
   * The key as a `KeyObject`, made once: a cipher given the raw bytes imports them into a new key object every
   * time (about 40 µs a seal against 10–13 µs with the object, Node 24).
   */
  private readonly keyObject: KeyObject;
  /** Sub-keys derived lately, by purpose (a task's blobs are sealed and opened a dozen times in a few seconds). */
  private readonly derived = new Map<string, Sealer>();

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('sealing key must be 32 bytes');
    this.key = key;
    this.keyObject = createSecretKey(key);
  }

  /** Derives a sub-key for one purpose (e.g. one task): deleting what it sealed is then per purpose. */
  derive(purpose: string): Sealer {
    let sealer = this.derived.get(purpose);
    if (sealer) {
      // Most recently used last, so the first entry is the one to drop.
      this.derived.delete(purpose);
    } else {
      sealer = new Sealer(createHash('sha256').update(this.key).update('\u0000').update(purpose).digest());
      if (this.derived.size >= DERIVED_KEPT) this.derived.delete(this.derived.keys().next().value!);
    }
    this.derived.set(purpose, sealer);
    return sealer;
  }

  sealBytes(plain: Uint8Array, aad = ''): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keyObject, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), body]);
  }

  openBytes(sealed: Uint8Array, aad = ''): Buffer {
    const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    if (buf.length < 29 || buf[0] !== 1) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.keyObject, buf.subarray(1, 13));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(buf.subarray(13, 29));
    return Buffer.concat([decipher.update(buf.subarray(29)), decipher.final()]);
  }

  seal(plain: string, aad = ''): string {
    return 'v1.' + this.sealBytes(Buffer.from(plain, 'utf8'), aad).toString('base64url');
  }

  open(sealed: string, aad = ''): string {
    if (!sealed.startsWith('v1.')) throw new Error('not a sealed value');
    return this.openBytes(Buffer.from(sealed.slice(3), 'base64url'), aad).toString('utf8');
  }
}
