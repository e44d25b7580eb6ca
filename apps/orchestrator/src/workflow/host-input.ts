import type { EventObject } from 'xstate';

/**
 * The field of an event that carries one command's input for the host actors (its upstream
 * identity, the form it saves, ...): the machine libraries pass it on as the invoked actor's
 * input (`hostInputOf(event)`), the host actors were provided once. It is never persisted: the
 * history leaves it out, and an invoked actor is done before its workflow is saved.
 */
export const HOST_FIELD = 'host';

/** The event with the command's host input attached (a copy; the event itself stays as planned). */
export function withHostInput<E extends EventObject>(event: E, host: unknown): E {
  return host === undefined ? event : { ...event, [HOST_FIELD]: host };
}

/** The host input an invoked actor got from the event that started it; throws when there is none. */
export function requireHostInput<T>(input: { host?: unknown }, actor: string): T {
  if (input.host === undefined) throw new Error(`host actor '${actor}' was started without its command's input`);
  return input.host as T;
}
