import type { UpstreamCartFragment } from '@tafel/graphql-schema/upstream-client';

/**
 * The upstream cart of a submission was read and is the cart the shopper confirmed (its
 * fingerprint is the expected one). Support keeps it to compare with the cart as it is later.
 */
export class SubmissionCartReadEvent {
  constructor(
    public readonly workflowId: string,
    public readonly fingerprint: string,
    public readonly cart: UpstreamCartFragment,
  ) {}
}
