import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProductSelection } from '@/components/returns/product-selection';
import { ReturnFailure } from '@/components/returns/return-failure';
import { ReturnOrderLine } from '@/components/returns/return-order-line';
import { ReturnSteps } from '@/components/returns/return-steps';
import { RETURN_OPEN_ROUTE, returnLookedUpFor } from '@/lib/returns/return-view';
import { contextOfFlow, requireReturnStep } from '@/lib/returns/returns';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.returns.selection.title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Item selection (spec §2 productselection?order=<hash>): the return link goes straight here. */
export default async function ProductSelectionPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const { flow } = await requireReturnStep('productselection', query);
  const hash = typeof query.order === 'string' ? query.order : (query.order?.[0] ?? '');
  const lookedUp = flow !== null && returnLookedUpFor(contextOfFlow(flow), flow, hash);
  const { t } = await currentTranslator();
  // This order's lookup failed (the upstream did not answer): the failure with its ways out, not
  // another lookup (the open route would send the visitor straight back here).
  if (lookedUp && flow.phase === 'FAILED' && flow.order === null) {
    return (
      <div className="container page">
        <ReturnSteps current="productselection" />
        <h1 className="page-title">{t('ui.returns.selection.title')}</h1>
        <ReturnFailure flow={flow} />
      </div>
    );
  }
  // Not this order's return yet (a return link, another order), or this order's return is filed
  // (another return of the same order starts): looked up by the route that may set the cookie.
  if (!lookedUp || flow.order === null || flow.phase === 'SUBMITTED') {
    redirect(`${RETURN_OPEN_ROUTE}?order=${encodeURIComponent(hash)}`);
  }
  return (
    <div className="container page">
      <ReturnSteps current="productselection" />
      <h1 className="page-title">{t('ui.returns.selection.title')}</h1>
      <ReturnOrderLine flow={flow} />
      <ProductSelection initialFlow={flow} />
    </div>
  );
}
