import Link from 'next/link';
import type { ReactNode } from 'react';
import { staffLogoutAction } from './actions';

export interface ShellMember {
  name: string;
  email: string;
  role: string;
  /** Raw queue data (bull-board) is not redacted: only roles that see personal data get the link. */
  seesPersonalData: boolean;
}

/** The console's own frame (no shop header, basket or footer). */
export function SupportShell({ member, children }: { member: ShellMember | null; children: ReactNode }) {
  return (
    <div className="support-shell">
      <header className="sc-header">
        <Link href="/support/submissions" className="sc-brand">
          Tafel · Support-Konsole
        </Link>
        {member && (
          <nav aria-label="Support-Konsole">
            <Link href="/support/submissions">Fehlgeschlagene Übermittlungen</Link>
            <Link href="/support/machines">Zustandsdiagramme</Link>
            {member.seesPersonalData && (
              // A route handler (bull-board through the orchestrator), not a page: a plain link.
              <a href="/support/queues">Warteschlangen</a>
            )}
          </nav>
        )}
        {member && (
          <form action={staffLogoutAction} className="sc-user">
            <span>
              {member.name} <span className="sc-badge">{member.role === 'SUPPORT' ? 'Support' : 'Engineer'}</span>
            </span>
            <button type="submit" className="sc-link-button">
              Abmelden
            </button>
          </form>
        )}
      </header>
      <div className="sc-content">{children}</div>
    </div>
  );
}
