import { DEV_ACCOUNTS } from './seed-customers.js';

/** Newsletter subscribers by e-mail (case-insensitive). The seeded consumer is subscribed. */
export class NewsletterStore {
  private readonly subscribers = new Set<string>();

  constructor(seed: readonly string[] = [DEV_ACCOUNTS.consumer.email]) {
    for (const email of seed) this.subscribe(email);
  }

  isSubscribed(email: string): boolean {
    return this.subscribers.has(email.trim().toLowerCase());
  }

  subscribe(email: string): void {
    this.subscribers.add(email.trim().toLowerCase());
  }

  unsubscribe(email: string): void {
    this.subscribers.delete(email.trim().toLowerCase());
  }
}
