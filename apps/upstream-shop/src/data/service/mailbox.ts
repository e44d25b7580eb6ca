/** What a mail of the stand-in is about (GET /__faults/mail?to=…&kind=…). */
export type MailKind = 'newsletter' | 'form';

export interface SentMail {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  /** The link the mail carries, a path on the stand-in's host (e.g. the opt-in confirmation); null when none. */
  path: string | null;
  sentAt: string;
}

// Enough for any test run; the oldest mails go first.
const KEPT = 1000;

/**
 * The stand-in's outbox: mails it "sends" (newsletter confirmations, form confirmations) are kept
 * here so tests and demos can read them (GET /__faults/mail). Password-reset mails keep their own
 * token store (PasswordResetStore).
 */
export class Mailbox {
  private readonly mails: SentMail[] = [];
  /** Called for every mail (main.ts prints it, the developers' outbox). */
  onMail: ((mail: SentMail) => void) | null = null;

  constructor(private readonly now: () => number) {}

  send(mail: Omit<SentMail, 'sentAt'>): void {
    const sent = { ...mail, sentAt: new Date(this.now()).toISOString() };
    this.mails.push(sent);
    if (this.mails.length > KEPT) this.mails.shift();
    this.onMail?.(sent);
  }

  /** The latest mail of a kind to an address (case-insensitive), or null. */
  latest(to: string, kind: MailKind): SentMail | null {
    const wanted = to.trim().toLowerCase();
    for (let i = this.mails.length - 1; i >= 0; i--) {
      const mail = this.mails[i]!;
      if (mail.kind === kind && mail.to.toLowerCase() === wanted) return mail;
    }
    return null;
  }

  count(to: string, kind: MailKind): number {
    const wanted = to.trim().toLowerCase();
    return this.mails.filter((m) => m.kind === kind && m.to.toLowerCase() === wanted).length;
  }
}
