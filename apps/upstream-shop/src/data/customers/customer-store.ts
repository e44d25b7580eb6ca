import { randomBytes } from 'node:crypto';
import { verifyPassword } from './passwords.js';
import { seedCustomers } from './seed-customers.js';
import type { CurrentCustomer, CustomerRecord } from './customer-types.js';

/** Lifetime of a customer session token (X-JWT), like the shop's JWT cookies. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

interface SessionRecord {
  customerId: string;
  expiresAt: number;
}

/**
 * Customer accounts and their sessions. A login answers a session token that clients send in
 * the X-JWT header; every customer-scoped operation resolves it to the CurrentCustomer.
 */
export class CustomerStore {
  private readonly customers = new Map<string, CustomerRecord>();
  private readonly sessions = new Map<string, SessionRecord>();

  constructor(
    seed: CustomerRecord[] = seedCustomers(),
    private readonly now: () => number = Date.now,
  ) {
    for (const customer of seed) this.customers.set(customer.customerId, customer);
  }

  get(customerId: string): CustomerRecord | undefined {
    return this.customers.get(customerId);
  }

  all(): CustomerRecord[] {
    return [...this.customers.values()];
  }

  add(customer: CustomerRecord): void {
    if (this.customers.has(customer.customerId)) throw new Error(`customer ${customer.customerId} exists`);
    this.customers.set(customer.customerId, customer);
  }

  update(customerId: string, change: Partial<Omit<CustomerRecord, 'customerId'>>): CustomerRecord {
    const current = this.customers.get(customerId);
    if (!current) throw new Error(`unknown customer ${customerId}`);
    const next = { ...current, ...change };
    this.customers.set(customerId, next);
    return next;
  }

  remove(customerId: string): void {
    this.customers.delete(customerId);
    for (const [token, session] of this.sessions) if (session.customerId === customerId) this.sessions.delete(token);
  }

  /** Finds a non-guest account by e-mail (case-insensitive). */
  findByEmail(email: string): CustomerRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return this.all().find((c) => c.kind !== 'guest' && c.email.toLowerCase() === wanted);
  }

  findByCustomerNumber(customerNumber: string): CustomerRecord | undefined {
    return this.all().find((c) => c.customerNumber === customerNumber.trim());
  }

  /** The account for a login name (e-mail, or customer number for B2B) and password, or null. */
  authenticate(loginName: string, password: string): CustomerRecord | null {
    const customer = loginName.includes('@') ? this.findByEmail(loginName) : this.findByCustomerNumber(loginName);
    return customer && verifyPassword(password, customer.passwordHash) ? customer : null;
  }

  /** Starts a session; the token goes to the client as X-JWT. Login without "stay logged in" passes a shorter ttl. */
  createSession(customerId: string, ttlMs: number = SESSION_TTL_MS): { token: string; expiresAt: number } {
    const token = randomBytes(24).toString('base64url');
    const expiresAt = this.now() + ttlMs;
    this.sessions.set(token, { customerId, expiresAt });
    return { token, expiresAt };
  }

  endSession(token: string): void {
    this.sessions.delete(token);
  }

  /** Ends every session of a customer (password reset: a stolen session must not survive it). */
  endSessionsOf(customerId: string): void {
    for (const [token, session] of this.sessions) if (session.customerId === customerId) this.sessions.delete(token);
  }

  /** The next free numeric B2B customer number (new B2B registrations without one). */
  nextCustomerNumber(): string {
    const numbers = this.all().map((c) => Number(c.customerNumber)).filter((n) => Number.isSafeInteger(n));
    return String(Math.max(4711000, ...numbers) + 1);
  }

  /** The caller behind an X-JWT value, or null when absent, unknown or expired. */
  resolve(token: string | null): CurrentCustomer | null {
    if (!token) return null;
    const session = this.sessions.get(token);
    if (!session || session.expiresAt <= this.now()) return null;
    const customer = this.customers.get(session.customerId);
    return customer ? { customerId: customer.customerId, kind: customer.kind, sessionToken: token } : null;
  }
}
