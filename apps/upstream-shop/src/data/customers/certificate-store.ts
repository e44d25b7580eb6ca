/** A B2B certificate as stored: the file is checked and kept by type and size only. */
export interface CertificateRecord {
  customerId: string;
  mimeType: 'application/pdf' | 'image/png' | 'image/jpeg';
  bytes: number;
  uploadedAt: string;
}

/**
 * Proofs of educational institutions (uploadB2bCertificate). The stand-in keeps no file
 * content: nothing reads it back, and keeping megabytes per upload in memory would only grow.
 */
export class CertificateStore {
  private readonly certificates = new Map<string, CertificateRecord>();

  get(customerId: string): CertificateRecord | undefined {
    return this.certificates.get(customerId);
  }

  save(record: CertificateRecord): void {
    this.certificates.set(record.customerId, record);
  }

  remove(customerId: string): void {
    this.certificates.delete(customerId);
  }
}
