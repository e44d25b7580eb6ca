import type { AcceptedEvent } from '../../workflow/workflow-definition.js';

/**
 * A saved change of a cart's lightning reservation. `previousExpiry` / `pendingExpiry`: the
 * reservation end an expiry job was scheduled for before and after it (a moved end leaves a
 * superseded delayed job behind, which the jobs part removes).
 */
export class LightningReservationChangedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly cartId: string,
    public readonly site: string,
    public readonly version: number,
    public readonly command: string,
    /** The machine's state after the change (none, reserving, reserved, expired, ...). */
    public readonly state: string,
    public readonly previousExpiry: string | null,
    public readonly pendingExpiry: string | null,
    public readonly accepted: readonly AcceptedEvent[],
  ) {}
}
