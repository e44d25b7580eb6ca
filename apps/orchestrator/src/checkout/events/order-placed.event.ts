/** The upstream placed the order of a checkout (submit.succeeded was accepted). */
export class OrderPlacedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly cartId: string,
    public readonly orderId: string,
    public readonly attempt: number,
    /** An earlier submission of the checkout failed, or may have (false: support's failure index cannot hold it). */
    public readonly failedBefore: boolean,
  ) {}
}
