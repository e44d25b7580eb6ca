import type { CartUpdateRejectedError, LightningDisabledError, LightningRefusedError } from '@tafel/graphql-schema/orchestrator-resolvers';

/** Spec §8's general cart key: a refusal the shopper cannot fix by typing (deal over, nothing to refresh). */
export const LIGHTNING_GENERIC_KEY = 'vue.cart.error.somethingWentWrong';
/** Spec §5: a quantity above what may still be added. */
export const QUANTITY_ABOVE_ALLOWED_KEY = 'vue.buybox.text.quantity.error';

export type TypedLightningRefused = LightningRefusedError & { __typename: 'LightningRefusedError' };
export type TypedLightningDisabled = LightningDisabledError & { __typename: 'LightningDisabledError' };

const MESSAGES: Record<string, string> = {
  DEAL_OVER: 'The lightning deal has ended or is sold out',
  QUANTITY_ABOVE_ALLOWED: 'The quantity is above what the cart may still add at the deal price',
  QUANTITY_INVALID: 'The quantity must be a whole number of at least 1',
  NOT_EXPIRED: 'The reservation has not expired',
  NO_RESERVATION: 'The cart holds no lightning reservation',
  BUSY: 'Another change of the reservation is in progress',
  ALREADY_CONVERTED: 'The cart was ordered',
};

export function lightningRefused(reason: string, allowedQuantity?: number): TypedLightningRefused {
  return {
    __typename: 'LightningRefusedError',
    errorCode: 'LIGHTNING_REFUSED',
    messageKey: reason === 'QUANTITY_ABOVE_ALLOWED' ? QUANTITY_ABOVE_ALLOWED_KEY : LIGHTNING_GENERIC_KEY,
    message: MESSAGES[reason] ?? `The lightning change was refused (${reason})`,
    reason,
    allowedQuantity: allowedQuantity ?? null,
  };
}

export function lightningDisabled(): TypedLightningDisabled {
  return { __typename: 'LightningDisabledError', errorCode: 'LIGHTNING_DISABLED', messageKey: LIGHTNING_GENERIC_KEY, message: 'Lightning deals are switched off' };
}

export type TypedCartRejected = CartUpdateRejectedError & { __typename: 'CartUpdateRejectedError' };

/** A cart_update the upstream refused for another reason than the deal (e.g. a submitted cart). */
export function cartRejected(message: { messageKey: string; message: string } | undefined, submitted: boolean): TypedCartRejected {
  return {
    __typename: 'CartUpdateRejectedError',
    errorCode: submitted || /submitted/i.test(message?.messageKey ?? '') ? 'CART_SUBMITTED' : 'UPSTREAM_REJECTED',
    messageKey: message?.messageKey ?? LIGHTNING_GENERIC_KEY,
    message: message?.message ?? 'The cart was not changed',
  };
}
