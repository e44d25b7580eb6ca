import type { Fault, FaultSpec, FaultTarget } from './fault.js';

/** Active faults in the order they were added; the oldest matching one is used first. */
export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(target: FaultTarget, spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.nextId++, target, remaining: spec.times };
    this.faults.push(fault);
    return { ...fault };
  }

  /**
   * Consumes one hit of the first fault for `target` whose operation is '*' or one of `names`
   * (the request's operationName and first root field).
   */
  take(target: FaultTarget, names: readonly string[]): Fault | undefined {
    const fault = this.faults.find((f) => f.target === target && (f.operation === '*' || names.includes(f.operation)));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }
}
