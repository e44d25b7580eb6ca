import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Nicht gefunden' };

/** 404 of a console page (an unknown workflow, kind or submission): inside the console's frame, not the shop's. */
export default function SupportNotFound() {
  return (
    <>
      <h1>Nicht gefunden</h1>
      <p className="sc-muted" data-testid="support-not-found">
        Diesen Workflow oder diese Seite gibt es nicht (mehr): Workflows verfallen eine Weile nach ihrer letzten Änderung, und die Art muss eine sein, die der Orchestrator kennt.
      </p>
      <p className="sc-links">
        <Link href="/support/machines">Zustandsdiagramme</Link>
        <Link href="/support/submissions">Fehlgeschlagene Übermittlungen</Link>
      </p>
    </>
  );
}
