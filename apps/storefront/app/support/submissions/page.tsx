import { FailedSubmissionsDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BulkReplay } from '@/components/support/bulk-replay';
import { FailureFilters } from '@/components/support/failure-filters';
import { FILTER_FIELD_LABELS, parseFailureFilter } from '@/lib/support/failure-filter';
import { signedInStaff, staffRequest } from '@/lib/support/staff';
import { CATEGORY_LABELS, formatDateTime, label, STATUS_LABELS } from '@/lib/support/labels';
import { workflowPath } from '@/lib/support/workflow-kinds';

export const metadata: Metadata = { title: 'Fehlgeschlagene Bestellungen' };

const PAGE_SIZE = 25;

export default async function FailedSubmissionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const { values, filter, invalid } = parseFailureFilter(params);
  const page = Math.max(1, Number.parseInt(typeof params.p === 'string' ? params.p : '1', 10) || 1);
  const [{ failedSubmissions: list }, staffMe, open] = await Promise.all([
    staffRequest(FailedSubmissionsDocument, { filter, page, pageSize: PAGE_SIZE }),
    signedInStaff(),
    staffRequest(FailedSubmissionsDocument, { filter: { ...filter, status: 'OPEN' }, page: 1, pageSize: 1 }),
  ]);
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  const link = (p: number) => `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(values).filter(([, v]) => v)), p: String(p) }).toString()}`;
  return (
    <>
      <h1>Fehlgeschlagene Bestellungen</h1>
      <FailureFilters values={values} />
      {invalid.length > 0 && (
        <p className="sc-alert" role="alert">
          Diese Filterangaben waren ungültig und wurden nicht angewendet: {invalid.map((field) => FILTER_FIELD_LABELS[field]).join(', ')}.
        </p>
      )}
      {staffMe?.canReplay && <BulkReplay filter={filter} openCount={open.failedSubmissions.total} />}
      <p className="sc-muted">
        {list.total} Checkouts, neueste zuerst{list.truncated ? ' (nur die neuesten 10 000 durchsucht)' : ''}.
      </p>
      <table className="sc-table" data-testid="failed-submissions">
        <thead>
          <tr>
            <th>Fehlgeschlagen</th>
            <th>Grund</th>
            <th>Shop</th>
            <th>Zustand</th>
            <th>Status</th>
            <th>Versuch</th>
            <th>Workflow</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((item) => (
            <tr key={item.workflowId} data-workflow={item.workflowId}>
              <td>{formatDateTime(item.failedAt)}</td>
              <td>
                <strong>{label(CATEGORY_LABELS, item.category)}</strong>
                <div className="sc-muted sc-mono">{item.reason}</div>
              </td>
              <td>{item.site}</td>
              <td className="sc-mono">
                <Link href={workflowPath('checkout', item.workflowId)} title="Zustandsdiagramm und Verlauf">
                  {item.state}
                </Link>
              </td>
              <td>
                <span className={`sc-pill sc-pill-${item.status}`}>{label(STATUS_LABELS, item.status)}</span>
                {item.orderId && <div className="sc-mono">Bestellung {item.orderId}</div>}
              </td>
              <td>
                {item.attempt}
                {item.failures > 1 ? ` (${item.failures}× fehlgeschlagen)` : ''}
              </td>
              <td>
                <Link href={`/support/submissions/${encodeURIComponent(item.workflowId)}`} className="sc-mono">
                  {item.workflowId}
                </Link>
              </td>
            </tr>
          ))}
          {list.items.length === 0 && (
            <tr>
              <td colSpan={7} className="sc-muted">
                Keine fehlgeschlagenen Bestellungen für diesen Filter.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <nav className="sc-pager" aria-label="Seiten">
        {page > 1 && <Link href={link(page - 1)}>← zurück</Link>}
        <span>
          Seite {page} von {pages}
        </span>
        {page < pages && <Link href={link(page + 1)}>weiter →</Link>}
      </nav>
    </>
  );
}
