import { ALLOWED, contextOf, queryValue, redirect, type GateQuery, type GateResult } from '@tafel/workflow-machine';
import { ORDER_LIST_ROUTE, productSelectionRoute, RETURN_ROUTES, returnStepOf, type ReturnStep } from './returns-steps.js';
import type { ReturnsContext, ReturnsGuardReason } from './returns.types.js';
import type { ReturnsSnapshot } from './why-not.js';

export type { GateQuery } from '@tafel/workflow-machine';

/** Answer of gateReturnRoute: stay, go elsewhere and why, or answer 404. */
export type ReturnsGateResult = GateResult<ReturnsGuardReason> | { allowed: false; notFound: true; reason: 'RETURNS_DISABLED' };

/** What the gate needs besides the return itself. */
export interface ReturnsGateInput {
  /** The global return switch as read (spec §2/§6: returns exist only when it is the string 'true'). */
  returnSwitch: unknown;
  /** A registered customer is logged in (a guest session is not a login here, spec §6). */
  loggedIn: boolean;
  /** Query of the requested URL. */
  query?: GateQuery;
}

const NOT_FOUND: ReturnsGateResult = { allowed: false, notFound: true, reason: 'RETURNS_DISABLED' };

// Spec §2: "back to productselection (if the order is known) or to returns".
function backToSelection(context: ReturnsContext | null, reason: ReturnsGuardReason): ReturnsGateResult {
  return redirect(context?.hash ? productSelectionRoute(context.hash) : RETURN_ROUTES.lookup, reason);
}

/**
 * May the visitor be on this return route? Every return redirect rule of spec §2, from the
 * return's snapshot or context (null when the visitor has none yet); other paths are allowed.
 */
export function gateReturnRoute(route: ReturnStep | string, source: ReturnsContext | ReturnsSnapshot | null, input: ReturnsGateInput): ReturnsGateResult {
  const step = returnStepOf(route);
  if (step === null) return ALLOWED;
  if (input.returnSwitch !== 'true') return NOT_FOUND;
  const context = source === null ? null : contextOf<ReturnsContext>(source);
  switch (step) {
    case 'lookup':
      return input.loggedIn ? redirect(ORDER_LIST_ROUTE, 'LOGGED_IN') : ALLOWED;
    case 'productselection': {
      const hash = queryValue(input.query, 'order');
      if (hash === undefined) return redirect(RETURN_ROUTES.lookup, 'ORDER_PARAM_MISSING');
      // Only a lookup of this very order that found nothing sends the visitor back; another hash is looked up afresh.
      const lookedUp = context?.lookup?.kind === 'hash' ? context.lookup.hash : context?.hash;
      if (context !== null && lookedUp === hash) {
        if (context.lookupResult === 'notFound') return redirect(RETURN_ROUTES.lookup, 'ORDER_NOT_FOUND');
        if (context.lookupResult === 'notReturnable') return redirect(RETURN_ROUTES.lookup, 'NOT_RETURNABLE');
      }
      return ALLOWED;
    }
    case 'regulations':
      return context?.order && context.selection.length > 0 ? ALLOWED : backToSelection(context, 'NOTHING_SELECTED');
    case 'carrier':
      return context?.selectedRegulation ? ALLOWED : backToSelection(context, 'REGULATION_NOT_SELECTED');
    case 'confirm':
      return context?.selectedCarrier ? ALLOWED : backToSelection(context, 'CARRIER_NOT_SELECTED');
  }
}
