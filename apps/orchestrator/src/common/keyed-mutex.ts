/**
 * Runs tasks one after another per key within this process (tasks of different keys run
 * concurrently). Used to serialise commands on one workflow, so two requests of the same shopper
 * hitting the same instance queue up instead of losing the optimistic race; across instances the
 * version check still decides.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** No task of this key is running or waiting. */
  idle(key: string): boolean {
    return !this.tails.has(key);
  }

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      // The last task of a key removes its entry, so the map does not grow with every workflow seen.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
