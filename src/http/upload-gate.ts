/**
 * Uploads in flight, counted per organisation and in total, in requests and in declared bytes. An upload
 * holds its place from the moment its headers are admitted until its request has been answered (receiving
 * the body, then reading the PDF), so these numbers bound what uploads can hold at once: temp-file bytes
 * while they arrive, memory once they are read. Pure bookkeeping, no I/O.
 */
export interface UploadGateLimits {
  uploadsPerOrg: number;
  uploadsTotal: number;
  bytesPerOrg: number;
  bytesTotal: number;
}

export type Admission = { admitted: true; release: () => void } | { admitted: false; scope: 'org' | 'total'; reason: string };

export class UploadGate {
  private readonly perOrg = new Map<string, { uploads: number; bytes: number }>();
  private uploads = 0;
  private bytes = 0;

  constructor(private readonly limits: UploadGateLimits) {}

  /** Takes a place for an upload of (at most) `bytes` from `orgId`, or says which limit refused it. */
  admit(orgId: string, bytes: number): Admission {
    const org = this.perOrg.get(orgId) ?? { uploads: 0, bytes: 0 };
    const l = this.limits;
    if (org.uploads + 1 > l.uploadsPerOrg)
      return { admitted: false, scope: 'org', reason: `${l.uploadsPerOrg} uploads of your organisation are in progress` };
    if (org.bytes + bytes > l.bytesPerOrg && org.uploads > 0) {
      return { admitted: false, scope: 'org', reason: `your organisation's uploads in progress would pass ${l.bytesPerOrg} bytes` };
    }
    if (this.uploads + 1 > l.uploadsTotal) return { admitted: false, scope: 'total', reason: `${l.uploadsTotal} uploads are in progress` };
    if (this.bytes + bytes > l.bytesTotal && this.uploads > 0)
      return { admitted: false, scope: 'total', reason: `uploads in progress would pass ${l.bytesTotal} bytes` };
    org.uploads++;
    org.bytes += bytes;
    this.perOrg.set(orgId, org);
    this.uploads++;
    this.bytes += bytes;
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        org.uploads--;
        org.bytes -= bytes;
        if (org.uploads === 0) this.perOrg.delete(orgId);
        this.uploads--;
        this.bytes -= bytes;
      },
    };
  }

  /** Uploads and declared bytes in flight (for tests and metrics). */
  inFlight(orgId?: string): { uploads: number; bytes: number } {
    if (orgId === undefined) return { uploads: this.uploads, bytes: this.bytes };
    return { ...(this.perOrg.get(orgId) ?? { uploads: 0, bytes: 0 }) };
  }
}
