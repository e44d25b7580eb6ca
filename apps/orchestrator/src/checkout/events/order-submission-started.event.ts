/** A submission attempt began (order.submit or submit.retry was accepted); its job is enqueued. */
export class OrderSubmissionStartedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly cartId: string,
    public readonly attempt: number,
    public readonly actor: string,
    /** An earlier submission of the checkout failed, or may have (false: support's failure index cannot hold it). */
    public readonly failedBefore: boolean,
  ) {}
}
