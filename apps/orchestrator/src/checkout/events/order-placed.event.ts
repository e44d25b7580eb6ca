/** The upstream placed the order of a checkout (submit.succeeded was accepted). */
export class OrderPlacedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly cartId: string,
    public readonly orderId: string,
    public readonly attempt: number,
  ) {}
}
