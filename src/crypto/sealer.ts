import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM sealing of secrets and personal data at rest (statement passwords, callback secrets, PDF bytes
 * and analysis results). The output is `v1.<iv>.<tag>.<ciphertext>` in base64url. `aad` binds a sealed value
 * to its purpose (e.g. the task id), so a value cannot be replayed into another task.
 */
export class Sealer {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('sealing key must be 32 bytes');
    this.key = key;
  }

  /** Derives a sub-key for one purpose (e.g. one task): deleting what it sealed is then per purpose. */
  derive(purpose: string): Sealer {
    return new Sealer(createHash('sha256').update(this.key).update('\u0000').update(purpose).digest());
  }

  sealBytes(plain: Uint8Array, aad = ''): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), body]);
  }

  openBytes(sealed: Uint8Array, aad = ''): Buffer {
    const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    if (buf.length < 29 || buf[0] !== 1) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, buf.subarray(1, 13));
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
