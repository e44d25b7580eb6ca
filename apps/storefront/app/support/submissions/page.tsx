import { FailedSubmissionsDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BulkReplay } from '@/components/support/bulk-replay';
import { FailureFilters } from '@/components/support/failure-filters';
import { FILTER_FIELD_LABELS, parseFailureFilter } from '@/lib/support/failure-filter';
import { signedInStaff, staffRequest } from '@/lib/support/staff';
import { CATEGORY_LABELS, formatDateTime, KIND_LABELS, label, PHOTO_STATE_LABELS, statusLabel } from '@/lib/support/labels';
import { failurePath, failureWorkflowKind, workflowPath } from '@/lib/support/workflow-kinds';

export const metadata: Metadata = { title: 'Fehlgeschlagene Übermittlungen' };

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
      <h1>Fehlgeschlagene Übermittlungen</h1>
      <FailureFilters values={values} />
      {invalid.length > 0 && (
        <p className="sc-alert" role="alert">
          Diese Filterangaben waren ungültig und wurden nicht angewendet: {invalid.map((field) => FILTER_FIELD_LABELS[field]).join(', ')}.
        </p>
      )}
      {staffMe?.canReplay && <BulkReplay filter={filter} openCount={open.failedSubmissions.total} />}
      <p className="sc-muted">
        {list.total} fehlgeschlagene Übermittlungen (Bestellungen, Retouren, Foto-Uploads), neueste zuerst{list.truncated ? ' (nur die neuesten 10 000 durchsucht)' : ''}.
      </p>
      <table className="sc-table" data-testid="failed-submissions">
        <thead>
          <tr>
            <th>Fehlgeschlagen</th>
            <th>Art</th>
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
            <tr key={item.id} data-workflow={item.workflowId} data-kind={item.kind}>
              <td>{formatDateTime(item.failedAt)}</td>
              <td>
                <span className={`sc-kind sc-kind-${item.kind}`}>{label(KIND_LABELS, item.kind)}</span>
                {item.orderNumber && <div className="sc-muted">Auftrag {item.orderNumber}</div>}
              </td>
              <td>
                <strong>{label(CATEGORY_LABELS, item.category)}</strong>
                <div className="sc-muted sc-mono">{item.kind === 'ORDER_SUBMISSION' ? item.reason : (item.messageKey ?? item.reason)}</div>
                {item.field && <div className="sc-muted sc-mono">Feld {item.field}</div>}
              </td>
              <td>{item.site}</td>
              <td className="sc-mono">
                <Link href={workflowPath(failureWorkflowKind(item.kind), item.workflowId)} title="Zustandsdiagramm und Verlauf">
                  {item.kind === 'PHOTO_UPLOAD' ? `Foto ${label(PHOTO_STATE_LABELS, item.state)}` : item.state}
                </Link>
              </td>
              <td>
                <span className={`sc-pill sc-pill-${item.status}`}>{statusLabel(item.status, item.kind)}</span>
                {item.orderId && <div className="sc-mono">Bestellung {item.orderId}</div>}
                {item.rma && <div className="sc-mono">RMA {item.rma}</div>}
              </td>
              <td>
                {item.attempt}
                {item.failures > 1 ? ` (${item.failures}× fehlgeschlagen)` : ''}
              </td>
              <td>
                <Link href={failurePath(item)} className="sc-mono">
                  {item.id}
                </Link>
              </td>
            </tr>
          ))}
          {list.items.length === 0 && (
            <tr>
              <td colSpan={8} className="sc-muted">
                Keine fehlgeschlagenen Übermittlungen für diesen Filter.
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
