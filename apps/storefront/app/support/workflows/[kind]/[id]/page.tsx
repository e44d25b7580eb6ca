import { CheckoutWorkflowIdDocument, WorkflowPageDocument, type WorkflowPageQuery } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { HistoryTable } from '@/components/support/history-table';
import { WorkflowInspector } from '@/components/support/workflow-inspector';
import { BAD_INPUT_CODES, OrchestratorError } from '@/lib/shop-api/orchestrator';
import { chartLayout } from '@/lib/support/charts';
import { formatDateTime } from '@/lib/support/labels';
import { staffRequest } from '@/lib/support/staff';
import { kindExtras, pathSegment, workflowPath } from '@/lib/support/workflow-kinds';

export const metadata: Metadata = { title: 'Workflow' };

/** The workflow, or null for none of this kind under this id, an unregistered kind or a malformed id. */
async function loadWorkflow(kind: string, id: string): Promise<WorkflowPageQuery['workflow']> {
  try {
    return (await staffRequest(WorkflowPageDocument, { kind, id })).workflow;
  } catch (error) {
    if (error instanceof OrchestratorError && error.code !== undefined && BAD_INPUT_CODES.has(error.code)) return null;
    throw error;
  }
}

/** A checkout is also found by the cart id it runs for (the id form, old links): its workflow id, or null. */
async function checkoutIdOf(id: string): Promise<string | null> {
  try {
    return (await staffRequest(CheckoutWorkflowIdDocument, { id })).supportWorkflow?.id ?? null;
  } catch (error) {
    if (error instanceof OrchestratorError && error.code !== undefined && BAD_INPUT_CODES.has(error.code)) return null;
    throw error;
  }
}

/** Any registered workflow kind: its chart with the current state, time travel, context, meta, outbox, history. */
export default async function WorkflowPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind: kindParam, id: idParam } = await params;
  const [kind, id] = [pathSegment(kindParam), pathSegment(idParam)];
  const extras = kindExtras(kind);
  const workflow = await loadWorkflow(kind, id);
  if (!workflow) {
    const found = extras.findsOtherIds ? await checkoutIdOf(id) : null;
    if (found && found !== id) redirect(workflowPath(kind, found));
    notFound();
  }
  const layout = await chartLayout(workflow.chart);
  return (
    <>
      <p className="sc-links">
        <Link href="/support/machines">← Zustandsdiagramme</Link>
        {extras.links(workflow.id).map((link) => (
          <Link key={link.href} href={link.href}>
            {link.label}
          </Link>
        ))}
      </p>
      <h1>
        {workflow.chart.title} <span className="sc-mono sc-break">{workflow.id}</span>
      </h1>
      <p className="sc-muted">
        Art <span className="sc-mono">{workflow.kind}</span> · Maschine v{workflow.machineVersion} · Zustand{' '}
        <strong className="sc-mono" data-testid="workflow-state">
          {workflow.state}
        </strong>{' '}
        · Version {workflow.version} · geändert {formatDateTime(workflow.updatedAt)}
      </p>
      <section className="sc-card" style={{ marginBottom: 16 }} aria-label="Aktive Zustände">
        <h2>{workflow.activeStates.length > 1 ? `Aktive Zustände (${workflow.activeStates.length} Regionen)` : 'Aktiver Zustand'}</h2>
        <p className="sc-muted">Wege hinaus laut Maschinendefinition (ob ein Ereignis angenommen wird, entscheiden seine Bedingungen); always: Übergänge ohne Ereignis, nach jedem der anderen geprüft.</p>
        <dl className="sc-dl" data-testid="active-states">
          {workflow.exits.map((exit) => (
            <div key={exit.state} style={{ display: 'contents' }}>
              <dt className="sc-mono" data-active-state={exit.state}>
                {exit.state}
              </dt>
              <dd>
                <span className="sc-muted">Wege hinaus: </span>
                <span className="sc-mono">{exit.events.length > 0 ? exit.events.join(', ') : '— (Endzustand)'}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <WorkflowInspector workflow={workflow} layout={layout} regions={workflow.chart.regions} />
      <div className="sc-grid" style={{ marginTop: 16 }}>
        <section className="sc-card">
          <h2>Kontext</h2>
          <pre className="sc-pre" data-testid="context">
            {workflow.contextJson}
          </pre>
        </section>
        <section className="sc-card">
          <h2>Metadaten</h2>
          <pre className="sc-pre" data-testid="meta">
            {workflow.metaJson}
          </pre>
        </section>
      </div>
      <h2>Ausstehende Jobs (Outbox)</h2>
      {workflow.pendingJobs.length === 0 ? (
        <p className="sc-muted" data-testid="pending-jobs">
          Keine: jeder angeforderte Job ist in seiner Warteschlange.
        </p>
      ) : (
        <div className="sc-scroll">
          <table className="sc-table" data-testid="pending-jobs">
            <thead>
              <tr>
                <th>Job</th>
                <th>Job-ID</th>
                <th>Aus Version</th>
                <th>Daten</th>
              </tr>
            </thead>
            <tbody>
              {workflow.pendingJobs.map((job) => (
                <tr key={job.key}>
                  <td className="sc-mono">{job.job}</td>
                  <td className="sc-mono">{job.jobId}</td>
                  <td>{job.version}</td>
                  <td className="sc-mono sc-data">{job.dataJson}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>Geplante Jobs</h2>
      {workflow.scheduledJobs.length === 0 ? (
        <p className="sc-muted" data-testid="scheduled-jobs">
          Keine: der aktuelle Zustand wartet auf keinen verzögerten Job.
        </p>
      ) : (
        <div className="sc-scroll">
          <table className="sc-table" data-testid="scheduled-jobs">
            <thead>
              <tr>
                <th>Job</th>
                <th>Job-ID</th>
                <th>Fällig um</th>
                <th>Status in der Warteschlange</th>
              </tr>
            </thead>
            <tbody>
              {workflow.scheduledJobs.map((job) => (
                <tr key={job.jobId}>
                  <td className="sc-mono">{job.job}</td>
                  <td className="sc-mono">{job.jobId}</td>
                  <td className="sc-mono">{job.runAt}</td>
                  <td className="sc-mono">{job.state}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>Verlauf</h2>
      <HistoryTable history={workflow.history} />
    </>
  );
}
