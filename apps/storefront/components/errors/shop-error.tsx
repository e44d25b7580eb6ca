'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { ErrorPanel } from './error-panel';

/**
 * Error page for unexpected failures (in production the server's message is not sent to the
 * browser; the most common cause is the orchestrator being unreachable).
 */
export function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
  return (
    <ErrorPanel
      code=":-("
      title="Fehler"
      actions={
        <>
          <button type="button" className="btn btn-large" onClick={() => retry()}>
            Erneut versuchen
          </button>
          <Link href="/" className="btn btn-secondary btn-large">
            Zur Startseite
          </Link>
        </>
      }
    >
      <p>
        <strong>Der Shop ist gerade nicht erreichbar.</strong> Bitte versuchen Sie es in einem Moment noch einmal – Ihr Warenkorb bleibt
        erhalten.
      </p>
      {digest ? <p className="muted">Fehlercode: {digest}</p> : null}
    </ErrorPanel>
  );
}
