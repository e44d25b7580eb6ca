/**
 * Reads variables of one environment against their defaults, collecting every problem in
 * `problems` (so start-up names all bad variables at once). An empty variable counts as unset:
 * compose files often pass `VAR=` through. Messages read "NAME must be <rule> (got '<value>')".
 */
export function envReader<Name extends string>(env: Record<string, string | undefined>, defaults: Readonly<Record<Name, string>>, problems: string[]) {
  const raw = (name: Name): string => env[name]?.trim() || defaults[name];
  const fail = (name: Name, rule: string, shown: string = raw(name)): void => {
    problems.push(`${name} must be ${rule} (got '${shown.slice(0, 120)}')`);
  };
  /** A whole number in [min, max]. */
  const integer = (name: Name, min: number, max: number, rule: string): number => {
    const text = raw(name);
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) fail(name, rule);
    return value;
  };
  /** One of the listed values. */
  const oneOf = <Value extends string>(name: Name, values: readonly Value[], rule = `one of ${values.join(', ')}`): Value => {
    const value = raw(name);
    if (!(values as readonly string[]).includes(value)) fail(name, rule);
    return value as Value;
  };
  return { raw, fail, integer, oneOf };
}
