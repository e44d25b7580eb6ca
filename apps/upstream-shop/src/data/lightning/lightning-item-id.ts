/** Spec §4: a lightning-deal item id gets this suffix when it goes into the cart. */
export const LIGHTNING_SUFFIX = '#LIGHTNING_DEAL';

/** "10013-01#LIGHTNING_DEAL" → { itemId: "10013-01", lightning: true }. */
export function splitLightningItemId(raw: string): { itemId: string; lightning: boolean } {
  return raw.endsWith(LIGHTNING_SUFFIX) ? { itemId: raw.slice(0, -LIGHTNING_SUFFIX.length), lightning: true } : { itemId: raw, lightning: false };
}
