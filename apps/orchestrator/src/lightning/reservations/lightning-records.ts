import { LIGHTNING_MACHINE_VERSION, LIGHTNING_MIGRATIONS, lightningMachine, pendingExpiry, type LightningSnapshot } from '@tafel/lightning-machine';
import type { WorkflowRecord } from '../../workflow/workflow-definition.js';
import { LIGHTNING_KIND, lightningMetaOf, type LightningMeta } from './lightning-meta.js';

export type { LightningSnapshot };

/** A reservation as loaded from the store. */
export type LoadedLightning = WorkflowRecord<LightningSnapshot, LightningMeta>;

/** What the kernel needs to read a stored reservation. */
export const LIGHTNING_RECORDS = {
  kind: LIGHTNING_KIND,
  machine: lightningMachine,
  version: LIGHTNING_MACHINE_VERSION,
  migrations: LIGHTNING_MIGRATIONS,
  readMeta: lightningMetaOf,
} as const;

/** The machine's state (none, reserving, reserved, ...) of a snapshot. */
export function stateOf(snapshot: LightningSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
}

/** The reservation end an expiry job must fire at (the machine's pendingExpiry), or null. */
export function pendingExpiryOf(snapshot: LightningSnapshot | undefined | null): string | null {
  return snapshot ? pendingExpiry(snapshot) : null;
}
