import type { ReplayPreviewQuery } from '@tafel/graphql-schema/storefront';
import Link from 'next/link';
import { euro, label, PREDICTION_LABELS, REFUSAL_LABELS } from '@/lib/support/labels';
import { replayAction } from './actions';

type Preview = NonNullable<ReplayPreviewQuery['replayPreview']>;

/** What a replay will send, and the confirm button (nothing is sent before it is pressed). */
export function ReplayPreviewPanel({ preview }: { preview: Preview }) {
  return (
    <section className="sc-card" aria-label="Vorschau der Wiederholung" data-testid="replay-preview">
      <h2>Vorschau: Was die Wiederholung sendet</h2>
      <dl className="sc-dl">
        <dt>Job (Idempotenz-Schlüssel)</dt>
        <dd className="sc-mono">{preview.jobId}</dd>
        <dt>Versuch</dt>
        <dd>{preview.attempt} (derselbe wie der fehlgeschlagene)</dd>
        <dt>Warenkorb</dt>
        <dd className="sc-mono">{preview.cartId}</dd>
        <dt>Shop / Nutzer</dt>
        <dd className="sc-mono">
          {preview.site} / {preview.userId}
        </dd>
        <dt>Erwartet / jetzt</dt>
        <dd className="sc-mono">
          {preview.expectedFingerprint ?? '—'} / {preview.currentFingerprint ?? '—'}
        </dd>
        <dt>Voraussichtlich</dt>
        <dd data-testid="prediction">
          <strong>{label(PREDICTION_LABELS, preview.prediction)}</strong>
        </dd>
      </dl>
      {preview.cart && (
        <table className="sc-table" style={{ marginTop: 10 }}>
          <thead>
            <tr>
              <th>Artikel</th>
              <th>Menge</th>
              <th>Einzelpreis</th>
            </tr>
          </thead>
          <tbody>
            {preview.cart.lines.map((line) => (
              <tr key={line.itemId}>
                <td>
                  {line.name} <span className="sc-muted sc-mono">{line.articleNumber}</span>
                </td>
                <td>{line.quantity}</td>
                <td>{euro(line.unitCents)}</td>
              </tr>
            ))}
            <tr>
              <td>
                <strong>Gesamtsumme</strong> <span className="sc-muted">inkl. Versand</span>
              </td>
              <td />
              <td>{euro(preview.cart.totalCents)}</td>
            </tr>
          </tbody>
        </table>
      )}
      <form action={replayAction} style={{ marginTop: 12, display: 'flex', gap: 12, alignItems: 'center' }}>
        <input type="hidden" name="workflowId" value={preview.workflowId} />
        <button type="submit" className="sc-button sc-button-danger" disabled={!preview.replay.allowed}>
          Jetzt wiederholen
        </button>
        <Link href={`/support/submissions/${encodeURIComponent(preview.workflowId)}`}>Abbrechen</Link>
        {!preview.replay.allowed && <span className="sc-muted">{label(REFUSAL_LABELS, preview.replay.reason)}</span>}
      </form>
    </section>
  );
}
