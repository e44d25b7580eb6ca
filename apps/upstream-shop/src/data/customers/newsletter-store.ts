import { randomBytes } from 'node:crypto';
import type { ShopId } from './customer-types.js';
import { DEV_ACCOUNTS } from './seed-customers.js';

/** A sign-up waiting for its double opt-in: the address and the shop it signed up in. */
export interface PendingSubscription {
  email: string;
  shop: ShopId;
}

/**
 * Newsletter subscribers by e-mail (case-insensitive). The seeded consumer is subscribed.
 * A sign-up through subscribeNewsletter is pending until the link of its confirmation mail is
 * opened (double opt-in); only confirmed addresses count as subscribed.
 */
export class NewsletterStore {
  private readonly subscribers = new Set<string>();
  // Confirmation token → pending sign-up; one open token per address (a second sign-up re-sends it).
  private readonly pending = new Map<string, PendingSubscription>();
  private readonly pendingToken = new Map<string, string>();

  constructor(seed: readonly string[] = [DEV_ACCOUNTS.consumer.email]) {
    for (const email of seed) this.subscribe(email);
  }

  isSubscribed(email: string): boolean {
    return this.subscribers.has(normal(email));
  }

  /** Subscribes at once: the registration's and the order's consent are the opt-in themselves. */
  subscribe(email: string): void {
    this.subscribers.add(normal(email));
  }

  /** Records a pending sign-up and answers the token of its confirmation link (the same one while pending). */
  request(email: string, shop: ShopId): string {
    const key = normal(email);
    const open = this.pendingToken.get(key);
    if (open) return open;
    const token = randomBytes(24).toString('base64url');
    this.pending.set(token, { email: email.trim(), shop });
    this.pendingToken.set(key, token);
    return token;
  }

  /** Confirms the sign-up of a token: answers it (once), or null for an unknown or used token. */
  confirm(token: string): PendingSubscription | null {
    const found = this.pending.get(token);
    if (!found) return null;
    this.pending.delete(token);
    this.pendingToken.delete(normal(found.email));
    this.subscribe(found.email);
    return found;
  }

  isPending(email: string): boolean {
    return this.pendingToken.has(normal(email));
  }

  /** Ends the subscription and any open sign-up of the address. */
  unsubscribe(email: string): void {
    const key = normal(email);
    this.subscribers.delete(key);
    const token = this.pendingToken.get(key);
    if (token) this.pending.delete(token);
    this.pendingToken.delete(key);
  }
}

const normal = (email: string): string => email.trim().toLowerCase();
