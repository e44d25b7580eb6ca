import type { SupportHistoryFragment } from '@tafel/graphql-schema/storefront';
import { formatDateTime } from '@/lib/support/labels';

export function HistoryTable({ history }: { history: readonly SupportHistoryFragment[] }) {
  return (
    <div className="sc-scroll">
      <table className="sc-table" data-testid="history">
        <thead>
          <tr>
            <th>Zeit</th>
            <th>Ereignis</th>
            <th>Auslöser</th>
            <th>Befehl</th>
            <th>Zustand danach</th>
            <th>Daten</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.time)}</td>
              <td className="sc-mono">{entry.type}</td>
              <td className={entry.actor === 'support' ? 'sc-actor-support' : undefined}>{entry.actor}</td>
              <td className="sc-mono">{entry.command}</td>
              <td className="sc-mono">{entry.state}</td>
              <td className="sc-mono sc-data">{entry.payloadJson ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
