import { randomBytes } from 'node:crypto';
import type { ShopId } from './customer-types.js';
import { DEV_ACCOUNTS } from './seed-customers.js';

/** A sign-up waiting for its double opt-in: the address and the shop it signed up in. */
export interface PendingSubscription {
  email: string;
  shop: ShopId;
}

/**
 * How long a confirmation link works (a week, as shops commonly give): a link found in an old
 * mailbox or a leaked mail no longer subscribes anyone.
 */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface OpenSignUp extends PendingSubscription {
  expiresAt: number;
}

/**
 * Newsletter subscribers by e-mail (case-insensitive). The seeded consumer is subscribed.
 * A sign-up through subscribeNewsletter is pending until the link of its confirmation mail is
 * opened (double opt-in); only confirmed addresses count as subscribed.
 */
export class NewsletterStore {
  private readonly subscribers = new Set<string>();
  // Confirmation token → pending sign-up; one open token per address (a second sign-up re-sends it
  // while it works, an expired one is replaced). Tokens are 192 random bits, used once.
  private readonly pending = new Map<string, OpenSignUp>();
  private readonly pendingToken = new Map<string, string>();

  constructor(
    seed: readonly string[] = [DEV_ACCOUNTS.consumer.email],
    private readonly now: () => number = Date.now,
  ) {
    for (const email of seed) this.subscribe(email);
  }

  isSubscribed(email: string): boolean {
    return this.subscribers.has(normal(email));
  }

  /** Subscribes at once: the registration's and the order's consent are the opt-in themselves. */
  subscribe(email: string): void {
    this.subscribers.add(normal(email));
  }

  /** Records a pending sign-up and answers the token of its confirmation link (the same one while it works). */
  request(email: string, shop: ShopId): string {
    this.dropExpired();
    const key = normal(email);
    const open = this.pendingToken.get(key);
    if (open) return open;
    const token = randomBytes(24).toString('base64url');
    this.pending.set(token, { email: email.trim(), shop, expiresAt: this.now() + NEWSLETTER_CONFIRM_TTL_MS });
    this.pendingToken.set(key, token);
    return token;
  }

  /** The open sign-up of a token without using it up (a HEAD request, a link preview); null when unknown, used or expired. */
  peek(token: string): PendingSubscription | null {
    const found = this.pending.get(token);
    return found && found.expiresAt > this.now() ? { email: found.email, shop: found.shop } : null;
  }

  /** Confirms the sign-up of a token: answers it (once), or null for an unknown, used or expired token. */
  confirm(token: string): PendingSubscription | null {
    const found = this.peek(token);
    if (!found) return null;
    this.pending.delete(token);
    this.pendingToken.delete(normal(found.email));
    this.subscribe(found.email);
    return found;
  }

  // Forgets expired sign-ups, so sign-ups never confirmed do not pile up in memory.
  private dropExpired(): void {
    const now = this.now();
    for (const [token, open] of this.pending) {
      if (open.expiresAt > now) continue;
      this.pending.delete(token);
      if (this.pendingToken.get(normal(open.email)) === token) this.pendingToken.delete(normal(open.email));
    }
  }

  isPending(email: string): boolean {
    const token = this.pendingToken.get(normal(email));
    return token !== undefined && this.peek(token) !== null;
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
