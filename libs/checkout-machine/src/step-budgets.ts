/**
 * Time budget of saving the shipping step, end to end, shared by the storefront and the
 * orchestrator so they fit together. The save is one form post (a server action), not one of the
 * browser's batched GraphQL calls the spec's 5 s is for (§7/§9), and it may legitimately take
 * longer: a freight cart waits up to 15 s for its spedition job, then a few upstream calls of up
 * to 5 s each follow. So the storefront waits longer for this one mutation, the orchestrator
 * answers before the storefront gives up (done, or "still saving" while the save goes on), and
 * the form says "still saving" while it waits.
 */
export const SHIPPING_SAVE_BUDGET = {
  /** The storefront's server action waits this long for saveShippingStep. */
  storefrontMs: 30_000,
  /** The orchestrator answers within this, done or not, so its answer (and a new guest session in it) arrives. */
  answerMs: 25_000,
  /** The shipping form shows "still saving" once a save has taken this long (before the usual 5 s). */
  noticeAfterMs: 2_000,
} as const;

/** Message key of the answer "the shipping step is still being saved" (not an error: it goes on). */
export const SHIPPING_STILL_SAVING_KEY = 'vue.checkout.shippingStep.stillSaving';

/**
 * Time budget of every other checkout operation (start, login, payment, submit, the reads): the
 * storefront waits the spec's 5 s for them (§7/§9, REQUEST_TIMEOUT_MS of the storefront, kept
 * equal by a test), and the orchestrator answers within answerMs — done, or with a retryable
 * error when the upstream is too slow — so an answer always arrives and nothing is left unsaid.
 */
export const CHECKOUT_STEP_BUDGET = {
  /** The storefront's wait for one checkout operation. */
  storefrontMs: 5_000,
  /** The orchestrator's upstream calls for the operation end by then (answer, Redis, network after it). */
  answerMs: 4_000,
} as const;
