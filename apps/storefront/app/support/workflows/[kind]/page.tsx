import { redirect } from 'next/navigation';
import { pathSegment, workflowPath } from '@/lib/support/workflow-kinds';

// Before kinds, workflow pages were /support/workflows/{id} and every workflow was a checkout:
// such links (bookmarks, tickets) go on to the checkout's page. The segment is the old id.
export default async function OldWorkflowLink({ params }: { params: Promise<{ kind: string }> }) {
  const { kind: id } = await params;
  redirect(workflowPath('checkout', pathSegment(id)));
}
