import type { Request } from 'express';

/** A request header's first value, or undefined when it is missing or empty. */
export function header(req: Request, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}
