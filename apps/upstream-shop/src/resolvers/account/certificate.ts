import type { B2bCertificateUploadResult, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { verifyUploadSignature } from '../../data/uploads/signatures.js';
import type { UpstreamContext } from '../context.js';
import { requireAccount } from './guards.js';
import { AccountMessages } from './messages.js';
import { inspectUpload } from './upload-file.js';

function uploadB2bCertificate(file: string, signature: string, context: UpstreamContext): B2bCertificateUploadResult {
  const { record } = requireAccount(context);
  const now = context.now();
  if (!verifyUploadSignature(signature, 'b2b-certificate', now)) return { successful: false, errorMessage: AccountMessages.uploadInvalidSignature };
  const inspected = inspectUpload(file);
  if (!inspected.ok) return { successful: false, errorMessage: inspected.errorMessage };
  context.stores.account.certificates.save({ customerId: record.customerId, mimeType: inspected.mimeType, bytes: inspected.bytes, uploadedAt: new Date(now).toISOString() });
  return { successful: true, errorMessage: null };
}

export const certificateResolvers: Resolvers<UpstreamContext> = {
  Mutation: {
    uploadB2bCertificate: (_parent, { file, signature }, context) => uploadB2bCertificate(file, signature, context),
  },
};
