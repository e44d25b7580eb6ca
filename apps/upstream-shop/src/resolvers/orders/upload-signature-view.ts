import type { UploadPurpose, UploadSignature } from '@tafel/graphql-schema/upstream-resolvers';
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../data/returns/image-file.js';
import { issueUploadSignature, type UploadPurpose as SignedPurpose } from '../../data/uploads/signatures.js';
import { MAX_CERTIFICATE_BYTES } from '../account/upload-file.js';

// What each upload accepts, told to the client with the signature so it can check before sending.
// The certificate limits are those uploadB2bCertificate checks (account area).
const LIMITS: Record<UploadPurpose, { purpose: SignedPurpose; maxBytes: number; allowedTypes: string[] }> = {
  RETURN_IMAGE: { purpose: 'return-image', maxBytes: MAX_IMAGE_BYTES, allowedTypes: [...ALLOWED_IMAGE_TYPES] },
  B2B_CERTIFICATE: { purpose: 'b2b-certificate', maxBytes: MAX_CERTIFICATE_BYTES, allowedTypes: ['application/pdf', ...ALLOWED_IMAGE_TYPES] },
};

export function uploadSignatureView(purpose: UploadPurpose, now: number): UploadSignature {
  const limits = LIMITS[purpose];
  const issued = issueUploadSignature(limits.purpose, now);
  return { signature: issued.signature, expiresAt: new Date(issued.expiresAt).toISOString(), maxBytes: limits.maxBytes, allowedTypes: limits.allowedTypes };
}
