interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit per return: items that arrive while a batch of the same return is being saved wait
 * and go into the next batch together. A return's commands run one at a time (the kernel's
 * per-workflow queue and version check), so photos arriving together would otherwise each wait
 * for all the saves before theirs. `save` answers one result per item, in order; if it throws,
 * every item of that batch gets the error.
 */
export class PerReturnBatcher<T, R> {
  private readonly queues = new Map<string, Waiting<T, R>[]>();

  constructor(private readonly save: (workflowId: string, items: T[]) => Promise<R[]>) {}

  run(workflowId: string, item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(workflowId);
      if (queue !== undefined) {
        queue.push({ item, resolve, reject });
        return;
      }
      this.queues.set(workflowId, [{ item, resolve, reject }]);
      void this.drain(workflowId);
    });
  }

  private async drain(workflowId: string): Promise<void> {
    const queue = this.queues.get(workflowId)!;
    while (queue.length > 0) {
      const batch = queue.splice(0);
      try {
        const results = await this.save(
          workflowId,
          batch.map((w) => w.item),
        );
        batch.forEach((waiting, i) => waiting.resolve(results[i]!));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.queues.delete(workflowId);
  }
}

/** The accepted events of a save as `type|photoId` keys, to tell which planned photo events it took. */
export function acceptedPhotoEvents(events: readonly { type: string; payload?: unknown }[]): string[] {
  return events.map((e) => photoEventKey(e.type, (e.payload as { photoId?: unknown } | undefined)?.photoId));
}

export function photoEventKey(type: string, photoId: unknown): string {
  return `${type}|${String(photoId)}`;
}

/** Takes one accepted entry for this event, if there is one (each entry counts for one command). */
export function takeAccepted(accepted: string[], key: string): boolean {
  const at = accepted.indexOf(key);
  if (at < 0) return false;
  accepted.splice(at, 1);
  return true;
}
