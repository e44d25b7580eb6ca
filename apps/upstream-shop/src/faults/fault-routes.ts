import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TokenStore } from '../auth/token-store.js';
import type { Catalogue } from '../data/catalogue.js';
import { overrideGlobalParameter, PARAMETERS } from '../data/content/parameters.js';
import type { LightningStore } from '../data/lightning/lightning-store.js';
import type { OrderStore } from '../data/orders/order-store.js';
import type { Mailbox } from '../data/service/mailbox.js';
import { HttpError, readBody, sendJson } from '../http/io.js';
import { validateFault, type FaultTarget } from './fault.js';
import type { FaultStore } from './fault-store.js';

interface Deps {
  faults: FaultStore;
  tokens: TokenStore;
  orders: OrderStore;
  lightning: LightningStore;
  /** The deal source: its windows (the lightning-deal-end hook). */
  catalogue: Pick<Catalogue, 'endLightningDeal' | 'restoreLightningDeals'>;
  /** The latest password-reset e-mail of an account (the mail hook). */
  mail: (email: string) => { resetToken: string } | null;
  /** The stand-in's outbox of newsletter and form confirmations (?kind=newsletter|form). */
  mailbox: Pick<Mailbox, 'latest'>;
}

/** Bounds of /__faults/lightning-reservation: 1 second (expiry tests) to 1 hour. */
const MIN_RESERVATION_MS = 1000;
const MAX_RESERVATION_MS = 3_600_000;

export function isFaultPath(path: string): boolean {
  return path === '/__faults' || path.startsWith('/__faults/');
}

function methodNotAllowed(allow: string): never {
  throw new HttpError(405, `Use ${allow} on this path.`);
}

async function addFault(req: IncomingMessage, res: ServerResponse, deps: Deps, target: FaultTarget): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return sendJson(res, 400, { error: 'The fault must be a JSON body.' });
  }
  const result = validateFault(body, target);
  if (!result.ok) return sendJson(res, 400, { error: result.error });
  sendJson(res, 201, { fault: deps.faults.add(target, result.spec) });
}

/** A global switch the fault API may flip: its parameter name and entry, and the seeded value DELETE restores. */
interface SwitchParameter {
  name: string;
  entry: string;
  seeded: string;
}
const RETURN_SWITCH: SwitchParameter = { name: PARAMETERS.returnSwitch.name, entry: PARAMETERS.returnSwitch.returns, seeded: 'true' };
const LIGHTNING_SWITCH: SwitchParameter = { name: PARAMETERS.lightningDeal.name, entry: PARAMETERS.lightningDeal.entry, seeded: PARAMETERS.lightningDeal.on };

async function setSwitch(req: IncomingMessage, res: ServerResponse, parameter: SwitchParameter): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return sendJson(res, 400, { error: 'The body must be JSON: {"value": "<string>"}.' });
  }
  const value = (body as { value?: unknown } | null)?.value;
  if (typeof value !== 'string' || value.length > 100) return sendJson(res, 400, { error: 'value must be a string of at most 100 characters.' });
  overrideGlobalParameter(parameter.name, parameter.entry, value);
  sendJson(res, 200, { value });
}

function switchRoute(req: IncomingMessage, res: ServerResponse, method: string, parameter: SwitchParameter): Promise<void> | void {
  if (method === 'POST') return setSwitch(req, res, parameter);
  if (method === 'DELETE') {
    overrideGlobalParameter(parameter.name, parameter.entry, null);
    return sendJson(res, 200, { value: parameter.seeded });
  }
  return methodNotAllowed('POST or DELETE');
}

async function setLightningReservation(req: IncomingMessage, res: ServerResponse, lightning: LightningStore): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return sendJson(res, 400, { error: 'The body must be JSON: {"ms": <milliseconds>}.' });
  }
  const ms = (body as { ms?: unknown } | null)?.ms;
  if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < MIN_RESERVATION_MS || ms > MAX_RESERVATION_MS) {
    return sendJson(res, 400, { error: `ms must be a whole number from ${MIN_RESERVATION_MS} to ${MAX_RESERVATION_MS}.` });
  }
  lightning.setReservationMs(ms);
  sendJson(res, 200, { ms });
}

/** Bounds of /__faults/lightning-stock. */
const MAX_STOCK_FACTOR = 100;

async function setLightningStock(req: IncomingMessage, res: ServerResponse, lightning: LightningStore): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return sendJson(res, 400, { error: 'The body must be JSON: {"factor": <1 to 100>}.' });
  }
  const factor = (body as { factor?: unknown } | null)?.factor;
  if (typeof factor !== 'number' || !Number.isInteger(factor) || factor < 1 || factor > MAX_STOCK_FACTOR) {
    return sendJson(res, 400, { error: `factor must be a whole number from 1 to ${MAX_STOCK_FACTOR}.` });
  }
  lightning.setStockFactor(factor);
  sendJson(res, 200, { factor });
}

/** An item id as the catalogue spells it (e.g. 10005-01). */
const ITEM_ID = /^[0-9A-Za-z-]{1,40}$/;

async function endLightningDeal(req: IncomingMessage, res: ServerResponse, catalogue: Deps['catalogue']): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return sendJson(res, 400, { error: 'The body must be JSON: {"itemId": "<item id>"}.' });
  }
  const itemId = (body as { itemId?: unknown } | null)?.itemId;
  if (typeof itemId !== 'string' || !ITEM_ID.test(itemId)) return sendJson(res, 400, { error: 'itemId must be an item id (letters, digits and -, at most 40).' });
  const ended = catalogue.endLightningDeal(itemId, Date.now());
  if (!ended) return sendJson(res, 404, { error: `Item ${itemId} has no lightning deal.` });
  sendJson(res, 200, { itemId, endsAt: new Date(ended.endsAt).toISOString() });
}

/** The /__faults API; only mounted when UPSTREAM_FAULTS=1 (otherwise these paths are 404). */
export async function handleFaultRoute(req: IncomingMessage, res: ServerResponse, path: string, deps: Deps): Promise<void> {
  const method = req.method ?? 'GET';
  switch (path.replace(/\/$/, '')) {
    case '/__faults':
      if (method === 'GET') return sendJson(res, 200, { faults: deps.faults.list() });
      if (method === 'DELETE') return sendJson(res, 200, { cleared: deps.faults.clear() });
      if (method === 'POST') return addFault(req, res, deps, 'graphql');
      return methodNotAllowed('GET, POST or DELETE');
    case '/__faults/token':
      if (method === 'POST') return addFault(req, res, deps, 'token');
      return methodNotAllowed('POST');
    case '/__faults/revoke-tokens':
      if (method === 'POST') return sendJson(res, 200, { revoked: deps.tokens.revokeAll() });
      return methodNotAllowed('POST');
    case '/__faults/orders': {
      // Inspection for tests: the orders submitCart placed and did not void (optionally of one cart), so a test can
      // prove that a retried or replayed submission never placed a second order.
      if (method !== 'GET') return methodNotAllowed('GET');
      const cartId = new URL(req.url ?? '/', 'http://upstream.invalid').searchParams.get('cartId');
      const orders = deps.orders.placedFromCarts().filter((o) => cartId === null || o.cartId === cartId);
      return sendJson(res, 200, { count: orders.length, orders: orders.map((o) => ({ orderId: o.orderId, cartId: o.cartId, orderedAt: o.orderedAt })) });
    }
    case '/__faults/return-switch':
      // The global return switch (returnSwitch / returns) for tests of "returns switched off":
      // POST {"value": "false"} sets it, DELETE restores the seeded "true".
      return switchRoute(req, res, method, RETURN_SWITCH);
    case '/__faults/lightning-switch':
      // The lightning deals' parameter (lightningDeal / Blitzangebot) as clients read it, for tests of "lightning
      // deals switched off": POST {"value": "off"} sets it, DELETE restores the seeded "on". The stand-in's own deals
      // and reservations keep running (the real upstream does not read it either).
      return switchRoute(req, res, method, LIGHTNING_SWITCH);
    case '/__faults/lightning-reservation':
      // How long lightning reservations last (new adds, refresh, extend) for tests and the bench that must see one
      // expire: POST {"ms": 2000} sets it, DELETE restores the upstream's 15 minutes. Running reservations keep their end.
      if (method === 'POST') return setLightningReservation(req, res, deps.lightning);
      if (method === 'DELETE') {
        deps.lightning.setReservationMs(null);
        return sendJson(res, 200, { ms: deps.lightning.reservationMs });
      }
      return methodNotAllowed('POST or DELETE');
    case '/__faults/lightning-stock':
      // Every deal's stock times a factor, for the bench's 500 reservations at once: POST {"factor": 10}, DELETE restores the seed's.
      if (method === 'POST') return setLightningStock(req, res, deps.lightning);
      if (method === 'DELETE') {
        deps.lightning.setStockFactor(null);
        return sendJson(res, 200, { factor: deps.lightning.dealStockFactor });
      }
      return methodNotAllowed('POST or DELETE');
    case '/__faults/lightning-deal-end':
      // Ends one deal's window now, for tests of a deal that ended during a reservation (extend/refresh answer
      // notLegalDeal): POST {"itemId": "10005-01"}; DELETE restores every deal's seeded window.
      if (method === 'POST') return endLightningDeal(req, res, deps.catalogue);
      if (method === 'DELETE') {
        deps.catalogue.restoreLightningDeals();
        return sendJson(res, 200, { restored: true });
      }
      return methodNotAllowed('POST or DELETE');
    case '/__faults/mail': {
      // The stand-in's mailbox for tests and demos: GET ?to=<e-mail> answers the token of the latest
      // password-reset e-mail to that account (what the link /myaccount/newpassword?token=… carries).
      if (method !== 'GET') return methodNotAllowed('GET');
      const to = new URL(req.url ?? '/', 'http://upstream.invalid').searchParams.get('to') ?? '';
      if (to === '' || to.length > 200) return sendJson(res, 400, { error: 'Name the account: ?to=<e-mail>.' });
      // ?kind=newsletter (the opt-in confirmation with its link) or ?kind=form (a form's confirmation).
      const kind = new URL(req.url ?? '/', 'http://upstream.invalid').searchParams.get('kind');
      if (kind !== null) {
        if (kind !== 'newsletter' && kind !== 'form') return sendJson(res, 400, { error: 'kind is newsletter or form (none: the password reset).' });
        const sent = deps.mailbox.latest(to, kind);
        if (!sent) return sendJson(res, 404, { error: `No ${kind} e-mail was sent to ${to}.` });
        return sendJson(res, 200, sent);
      }
      const mail = deps.mail(to);
      if (!mail) return sendJson(res, 404, { error: `No password-reset e-mail was sent to ${to}.` });
      return sendJson(res, 200, { to, ...mail, path: `/myaccount/newpassword?token=${encodeURIComponent(mail.resetToken)}` });
    }
    case '/__faults/expire-tokens':
      if (method === 'POST') return sendJson(res, 200, { expired: deps.tokens.expireAll() });
      return methodNotAllowed('POST');
    default:
      return sendJson(res, 404, { error: 'not_found', message: `No fault route ${path}.` });
  }
}
