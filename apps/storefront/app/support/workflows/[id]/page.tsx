import { SupportWorkflowPageDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { HistoryTable } from '../../../../components/support/history-table';
import { WorkflowInspector } from '../../../../components/support/workflow-inspector';
import { chartLayout } from '../../../../lib/support/charts';
import { formatDateTime } from '../../../../lib/support/labels';
import { staffRequest } from '../../../../lib/support/staff';

export const metadata: Metadata = { title: 'Workflow' };

export default async function WorkflowPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { supportWorkflow: workflow, machines } = await staffRequest(SupportWorkflowPageDocument, { id });
  const machine = machines.find((m) => m.name === workflow?.machine);
  if (!workflow || !machine) notFound();
  const layout = await chartLayout(machine);
  return (
    <>
      <p>
        <Link href="/support/machines">← Zustandsdiagramme</Link> · <Link href={`/support/submissions/${encodeURIComponent(workflow.id)}`}>Übermittlung und Wiederholung</Link>
      </p>
      <h1>
        Workflow <span className="sc-mono">{workflow.id}</span>
      </h1>
      <p className="sc-muted">
        Maschine {workflow.machine} v{workflow.machineVersion} · Zustand <strong className="sc-mono" data-testid="workflow-state">{workflow.state}</strong> · Version {workflow.version} · Shop {workflow.site} · Warenkorb{' '}
        <span className="sc-mono">{workflow.cartId}</span> · geändert {formatDateTime(workflow.updatedAt)}
      </p>
      <WorkflowInspector workflow={workflow} layout={layout} />
      <h2>Kontext</h2>
      <pre className="sc-pre" data-testid="context">
        {workflow.contextJson}
      </pre>
      <h2>Verlauf</h2>
      <HistoryTable history={workflow.history} />
    </>
  );
}
