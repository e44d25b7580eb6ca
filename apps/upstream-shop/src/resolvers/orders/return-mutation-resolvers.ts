import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { returnableQuantity } from '../../data/orders/order-status.js';
import { checkImageFile } from '../../data/returns/image-file.js';
import { recordReturn } from '../../data/returns/record-return.js';
import { RETURN_MESSAGES } from '../../data/returns/return-messages.js';
import { MAX_IMAGES_PER_HASH } from '../../data/returns/return-store.js';
import { checkSubmission, submissionKey } from '../../data/returns/return-submission.js';
import { verifyUploadSignature } from '../../data/uploads/signatures.js';
import type { UpstreamContext } from '../context.js';
import { orderByHash, requireReturns } from './return-access.js';
import { kindOf } from './return-views.js';

const uploadRefused = (errorMessage: string) => ({ successful: false, imageId: null, errorMessage });

export const returnMutationResolvers: Resolvers<UpstreamContext> = {
  Mutation: {
    uploadReturnImage: (_parent, { file, signature, hash, itemId, lineItemId }, context) => {
      requireReturns();
      const now = context.now();
      // Spec §4: the upload needs a signature obtained beforehand, for this kind of upload.
      if (!verifyUploadSignature(signature, 'return-image', now)) return uploadRefused(RETURN_MESSAGES.invalidSignature);
      const order = orderByHash(context, hash);
      if (!order) return uploadRefused(RETURN_MESSAGES.orderNotFound);
      const lineNo = /^\d{1,4}$/.test(lineItemId) ? Number(lineItemId) : NaN;
      const line = order.items.find((l) => l.lineNo === lineNo && l.itemId === itemId);
      if (!line || returnableQuantity(order, line, now) === 0) return uploadRefused(RETURN_MESSAGES.invalidSelection);
      if (context.stores.returns.imageCount(hash) >= MAX_IMAGES_PER_HASH) return uploadRefused(RETURN_MESSAGES.tooManyImages);
      const checked = checkImageFile(file);
      if (!checked.ok) return uploadRefused(checked.problem === 'tooLarge' ? RETURN_MESSAGES.fileTooLarge : RETURN_MESSAGES.invalidFile);
      const image = context.stores.returns.addImage({
        imageId: context.newId(),
        hash,
        itemId,
        lineNo,
        contentType: checked.contentType,
        size: checked.bytes.length,
        uploadedAt: new Date(now).toISOString(),
      });
      return { successful: true, imageId: image.imageId, errorMessage: null };
    },
    submitReturnOrder: (_parent, { data }, context) => {
      requireReturns();
      const order = orderByHash(context, data.hash);
      if (!order) return { isError: true, errorMsg: RETURN_MESSAGES.orderNotFound, errorField: 'hash', rma: null, labelUrl: null };
      const { returns } = context.stores;
      // The same return sent twice (a retry after a lost answer) gets the first answer again.
      const payloadKey = submissionKey(data);
      const earlier = returns.findByPayload(order.returnHash, payloadKey);
      if (earlier) return { isError: false, errorMsg: null, errorField: null, rma: earlier.rma, labelUrl: earlier.labelUrl };
      const now = context.now();
      const checked = checkSubmission(data, { order, now, kindOf: kindOf(context.catalogue), image: (id) => returns.image(id) });
      if (!checked.ok) return { isError: true, errorMsg: checked.errorMsg, errorField: checked.errorField, rma: null, labelUrl: null };
      const record = recordReturn(context.stores, order, checked.value, { placedDate: new Date(now).toISOString(), payloadKey });
      return { isError: false, errorMsg: null, errorField: null, rma: record.rma, labelUrl: record.labelUrl };
    },
  },
};
