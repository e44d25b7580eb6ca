import type { SupportAuditFragment } from '@tafel/graphql-schema/storefront';
import { formatDateTime, label, OUTCOME_LABELS } from '@/lib/support/labels';

export function AuditTable({ entries }: { entries: SupportAuditFragment[] }) {
  if (entries.length === 0) return <p className="sc-muted">Noch keine Wiederholung.</p>;
  return (
    <table className="sc-table" data-testid="audit">
      <thead>
        <tr>
          <th>Wann</th>
          <th>Wer</th>
          <th>Versuch</th>
          <th>Ergebnis</th>
          <th>Hinweis</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{formatDateTime(entry.at)}</td>
            <td>
              {entry.byName} <span className="sc-muted">{entry.byEmail}</span>
            </td>
            <td>{entry.attempt}</td>
            <td>{label(OUTCOME_LABELS, entry.outcome)}</td>
            <td className="sc-mono">{entry.detail ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
