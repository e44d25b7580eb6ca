// Route gating every machine lib shares: which step a URL is, how a redirect is answered, and
// where to send someone who asks for a step that is not open yet.

/** Answer of a route gate: stay, or go elsewhere and why. */
export type GateResult<TReason extends string> =
  | { allowed: true }
  | { allowed: false; redirectTo: string; reason: TReason; messageKey?: string; addQuery?: Record<string, string> };

/** Query parameters of the requested URL. */
export type GateQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The answer "stay". */
export const ALLOWED: { allowed: true } = { allowed: true };

/** The answer "go to `redirectTo`, because `reason`". */
export function redirect<TReason extends string>(
  redirectTo: string,
  reason: TReason,
  extra: { messageKey?: string; addQuery?: Record<string, string> } = {},
): GateResult<TReason> {
  return { allowed: false, redirectTo, reason, ...extra };
}

/** First non-empty value of a query parameter, or undefined. */
export function queryValue(query: GateQuery | undefined, name: string): string | undefined {
  const value = query?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/** The context of a snapshot, or the context itself: gates work from either. */
export function contextOf<TContext>(source: TContext | { context: TContext; status: string }): TContext {
  return typeof source === 'object' && source !== null && 'context' in source && 'status' in source ? source.context : (source as TContext);
}

/** Ordered steps and their routes, and the look-ups between them. */
export interface StepRoutes<TStep extends string> {
  readonly steps: readonly TStep[];
  readonly routes: Readonly<Record<TStep, string>>;
  /** The step a path belongs to (trailing slash allowed), or null for any other path. */
  stepForPath(pathname: string): TStep | null;
  /** A step name, or a route with an optional query, as a step; null when it is neither. */
  stepOf(route: string): TStep | null;
  /** Position of a step, 0-based. */
  indexOf(step: TStep): number;
}

/** The look-ups of an ordered list of steps and their routes. */
export function stepRoutes<TStep extends string>(steps: readonly TStep[], routes: Readonly<Record<TStep, string>>): StepRoutes<TStep> {
  const stepForPath = (pathname: string): TStep | null => {
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return steps.find((step) => routes[step] === normalized) ?? null;
  };
  return {
    steps,
    routes,
    stepForPath,
    stepOf: (route) => ((steps as readonly string[]).includes(route) ? (route as TStep) : stepForPath(route.split('?')[0] ?? route)),
    indexOf: (step) => steps.indexOf(step),
  };
}

/**
 * Where to send someone who asks for `requested`: null when `allowed(requested)`, else the last
 * allowed step before it in the order (falling back to the first allowed step after the start,
 * or null when no step is allowed at all).
 */
export function redirectTarget<TStep extends string>(steps: readonly TStep[], requested: TStep, allowed: (step: TStep) => boolean): TStep | null {
  if (allowed(requested)) return null;
  const index = steps.indexOf(requested);
  for (let i = (index < 0 ? steps.length : index) - 1; i >= 0; i -= 1) {
    if (allowed(steps[i]!)) return steps[i]!;
  }
  return steps.find((step) => step !== requested && allowed(step)) ?? null;
}

/**
 * A gate over ordered steps from one check per step (a reason, or null when the step is open):
 * an open step is allowed; a closed one redirects to the route of the last open step before it,
 * with the requested step's reason.
 */
export function gateSteps<TStep extends string, TReason extends string>(
  table: StepRoutes<TStep>,
  requested: TStep,
  check: (step: TStep) => TReason | null,
): GateResult<TReason> {
  const reason = check(requested);
  if (reason === null) return ALLOWED;
  const target = redirectTarget(table.steps, requested, (step) => check(step) === null);
  return redirect(target === null ? table.routes[table.steps[0]!] : table.routes[target], reason);
}
