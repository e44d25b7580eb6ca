import { SEARCH_QUERY_MAX_LENGTH, SearchKeys } from '@tafel/domain';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchNotice } from '@/components/search/search-notice';
import { SearchResultsView } from '@/components/search/search-results';
import type { QueryValue } from '@/lib/listing/listing';
import { getSearch } from '@/lib/search/search';
import { hasNarrowing, localRedirectPath, parseSearchParams, searchCanonicalPath, unfilteredSearch, type SearchState } from '@/lib/search/search-params';
import { removeAllHref, type SearchOutcome } from '@/lib/search/search-view';
import { currentOrigin, currentTranslator } from '@/lib/site/site';

type Props = { searchParams: Promise<Record<string, QueryValue>> };

// Spec §9: /search is not for search engines; its canonical URL keeps only q and p.
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ state, tooLong }, { t }, origin] = await Promise.all([searchParams.then(parseSearchParams), currentTranslator(), currentOrigin()]);
  const robots = { index: false, follow: true };
  if (state.q === '') return { robots };
  if (tooLong) return { title: t('ui.search.tooLong.title'), robots };
  const canonical = searchCanonicalPath(state);
  return {
    title: state.page > 1 ? t('ui.search.metaTitlePage', { query: state.q, page: state.page }) : t('ui.search.metaTitle', { query: state.q }),
    robots,
    alternates: { canonical: origin ? `${origin}${canonical}` : canonical },
  };
}

/**
 * Spec §2: a redirect (keyword, category name, exact order number or product name) is followed
 * when it names a path of the shop; any other target is not, and the search is asked again as
 * one that is not checked for redirects (with `oq`).
 */
async function searchOrRedirect(state: SearchState): Promise<Exclude<SearchOutcome, { __typename: 'SearchRedirect' }>> {
  const outcome = await getSearch(state);
  if (outcome.__typename !== 'SearchRedirect') return outcome;
  const target = localRedirectPath(outcome.path);
  if (target) redirect(target);
  const again = await getSearch({ ...state, oq: state.oq ?? state.q });
  if (again.__typename === 'SearchRedirect') throw new Error(`search for "${state.q}" redirected twice`);
  return again;
}

/** The search page (spec §2 "Search"): results with filters, sort and pages, or what to do instead. */
export default async function SearchRoute({ searchParams }: Props) {
  const [{ state, tooLong }, i18n] = await Promise.all([searchParams.then(parseSearchParams), currentTranslator()]);
  const { t } = i18n;
  // Spec §2: q is required; an empty query navigates home and nothing is loaded.
  if (state.q === '') redirect('/');
  if (tooLong) {
    return (
      <SearchNotice title={t('ui.search.tooLong.title')} action={null}>
        <p>{t('ui.search.tooLong.text', { max: SEARCH_QUERY_MAX_LENGTH })}</p>
      </SearchNotice>
    );
  }

  const outcome = await searchOrRedirect(state);
  // A filter or category the shop does not know (a stale or hand-edited link): the same search
  // without them, with a notice, as on the category page.
  if (outcome.__typename === 'ValidationError' && outcome.messageKey === SearchKeys.refused && hasNarrowing(state)) {
    const plain = unfilteredSearch(state);
    const again = await searchOrRedirect(plain);
    if (again.__typename === 'SearchResults') return <SearchResultsView state={plain} results={again} filtersRefused />;
  }
  if (outcome.__typename === 'ValidationError') {
    return (
      <SearchNotice title={t('ui.search.invalid.title')} action={{ href: removeAllHref(state), label: t('ui.search.withoutFilters') }}>
        <p>{i18n.message(outcome.messageKey, undefined, SearchKeys.refused)}</p>
      </SearchNotice>
    );
  }
  return <SearchResultsView state={state} results={outcome} />;
}
