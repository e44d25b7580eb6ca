import type { CurrentCustomer, CustomerRecord } from '../../data/customers/customer-types.js';
import { badUserInput, MESSAGES, unauthenticated } from '../../errors.js';
import type { UpstreamContext } from '../context.js';

export interface Caller {
  current: CurrentCustomer;
  record: CustomerRecord;
}

/** Any customer session, guests included (they need addresses and carts in checkout). */
export function requireSession(context: UpstreamContext): Caller {
  const current = context.customer;
  const record = current ? context.stores.customers.get(current.customerId) : undefined;
  if (!current || !record) throw unauthenticated();
  return { current, record };
}

/** A registered account's session: guests have no account pages (spec §6). */
export function requireAccount(context: UpstreamContext): Caller {
  const caller = requireSession(context);
  if (caller.record.kind === 'guest') throw unauthenticated(`${MESSAGES.validTokenRequired} Guests have no account.`);
  return caller;
}

// Ids and tokens come from our own answers; anything longer is not one of them.
const MAX_ID_LENGTH = 100;

/** A cart or address id or a token as an argument: non-empty and of sane length, else BAD_USER_INPUT. */
export function checkId(name: string, value: string, max = MAX_ID_LENGTH): string {
  if (value.trim() === '' || value.length > max) throw badUserInput(`${name} must be a non-empty id of at most ${max} characters.`);
  return value;
}
