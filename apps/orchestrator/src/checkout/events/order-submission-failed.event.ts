/** A submission ended in a failure state (submit.failed was accepted); support finds it by this. */
export class OrderSubmissionFailedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly cartId: string,
    /** The shop of the checkout (site code), for the support index. */
    public readonly site: string,
    public readonly reason: string,
    public readonly messageKey: string | null,
    public readonly attempt: number,
    public readonly state: string,
  ) {}
}
