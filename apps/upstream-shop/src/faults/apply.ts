import { STATUS_CODES, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sendText } from '../http/io.js';
import type { Fault } from './fault.js';

/** Waits out a delay fault; false when the server shut down meanwhile. */
export async function waitOut(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/** A gateway-style failure: plain text, not JSON, as a proxy in front of the shop would send. */
export function answerHttpFault(res: ServerResponse, fault: Fault): void {
  const status = fault.status ?? 503;
  sendText(res, status, fault.message ?? `${status} ${STATUS_CODES[status] ?? 'Error'} (injected fault)`);
}

export const longestDelay = (faults: ReadonlyArray<Fault | undefined>): number =>
  Math.max(0, ...faults.map((f) => (f?.kind === 'delay' ? (f.delayMs ?? 0) : 0)));
