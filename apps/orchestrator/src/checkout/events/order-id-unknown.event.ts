/**
 * A submission went out but its order id could not be learned in time (submit.orderIdUnknown
 * was accepted): not a failure, yet support must see it and replay it to learn the order.
 */
export class OrderIdUnknownEvent {
  constructor(
    public readonly workflowId: string,
    public readonly cartId: string,
    /** The shop of the checkout (site code), for the support index. */
    public readonly site: string,
    public readonly attempt: number,
    public readonly state: string,
  ) {}
}
