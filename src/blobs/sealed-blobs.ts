import type { Sealer } from '../crypto/sealer';
import type { BlobStore } from './blob-store';

/**
 * A task's private data at rest: every value is sealed with a key derived for that task and bound to its
 * blob key, so a copied blob opens nowhere else. Deleting `task/<id>/` at expiry removes all of it.
 */
export class SealedBlobs {
  constructor(
    private readonly blobs: BlobStore,
    private readonly sealer: Sealer,
  ) {}

  static taskPrefix(taskId: string): string {
    return `task/${taskId}/`;
  }

  private sealerFor(key: string): Sealer {
    const taskId = key.split('/')[1] ?? '';
    return this.sealer.derive(`task:${taskId}`);
  }

  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    await this.blobs.put(key, this.sealerFor(key).sealBytes(bytes, key));
  }

  async getBytes(key: string): Promise<Buffer | null> {
    const sealed = await this.blobs.get(key);
    return sealed ? this.sealerFor(key).openBytes(sealed, key) : null;
  }

  async putJson(key: string, value: unknown): Promise<void> {
    await this.putBytes(key, Buffer.from(JSON.stringify(value), 'utf8'));
  }

  /** `putJson` only when the key is free (see `BlobStore.putIfAbsent`); true when this call stored it. */
  async putJsonIfAbsent(key: string, value: unknown): Promise<boolean> {
    return this.blobs.putIfAbsent(key, this.sealerFor(key).sealBytes(Buffer.from(JSON.stringify(value), 'utf8'), key));
  }

  async getJson<T>(key: string): Promise<T | null> {
    const bytes = await this.getBytes(key);
    return bytes ? (JSON.parse(bytes.toString('utf8')) as T) : null;
  }

  delete(key: string): Promise<void> {
    return this.blobs.delete(key);
  }

  deleteTask(taskId: string): Promise<number> {
    return this.blobs.deletePrefix(SealedBlobs.taskPrefix(taskId));
  }
}
