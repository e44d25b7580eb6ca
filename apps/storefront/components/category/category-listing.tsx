import Link from 'next/link';
import { categoryHeroFilters, categoryListingHref, categoryLocation, categoryRemoveAllHref, isFilteredCategory, type CategoryListingState } from '@/lib/listing/category-listing';
import { navigationOrEmpty, type CategoryListing } from '@/lib/listing/catalogue';
import { categoryExtras, categoryNavigation } from '@/lib/listing/category-extras';
import { articleCountText } from '@/lib/i18n/format';
import { shopPath } from '@/lib/site/links';
import { SORT_OPTIONS, sortChoices } from '@/lib/listing/listing';
import { changedListing, listingParamPairs } from '@/lib/listing/listing-state';
import { hasFilterOptions, listingChips } from '@/lib/listing/listing-view';
import { currentTranslator } from '@/lib/site/site';
import { Breadcrumb, type Crumb } from '../common/breadcrumb';
import { ActiveFilters } from '../listing/active-filters';
import { ListingFilters } from '../listing/listing-filters';
import { Pagination } from '../listing/pagination';
import { SortSelect } from '../listing/sort-select';
import listingStyles from '../listing/listing.module.css';
import { ProductGrid } from '../product/product-tile';
import styles from './category.module.css';
import { CategorySeoText } from './category-seo-text';
import { CategoryTeasers } from './category-teasers';
import { CategoryTopsellers } from './category-topsellers';
import { SubcategoryChips } from './subcategory-chips';

function crumbs(category: CategoryListing['category']): Crumb[] {
  const trail: Crumb[] = category.breadcrumb.map((crumb) => ({ name: crumb.name, href: shopPath(crumb.url) }));
  if (trail.at(-1)?.name !== category.name) trail.push({ name: category.name });
  return trail;
}

/**
 * A category page (catalogue spec §2 "Category listing"): breadcrumb, title, subcategories, the
 * filter column (the search's, components/listing), sort, chips of the active filters, products
 * and pages. Every link keeps the filters; a new filter or sort starts at page 1.
 */
export async function CategoryListingView({ listing }: { listing: CategoryListing }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  const { category, state, filtersRefused } = listing;
  const location = categoryLocation(category.id);
  const href = (next: Partial<CategoryListingState>) => categoryListingHref(category.id, next);
  const chips = listingChips(state, category.filters, i18n, href);
  const filtered = isFilteredCategory(state);
  const showFilters = hasFilterOptions(category) || filtered;
  const removeAllHref = categoryRemoveAllHref(category.id, state);
  const page = category.page;
  const sortHidden = listingParamPairs(location, { ...state, sort: undefined, page: undefined });
  const extras = categoryExtras(category);
  // Only a category without children needs the main navigation (for its siblings); the header
  // reads it in the same request, so this costs no extra call.
  const navigation = categoryNavigation(category, category.children.length > 0 || category.leftNavigationHidden ? [] : await navigationOrEmpty());

  return (
    <div className="container page">
      <Breadcrumb items={crumbs(category)} />
      <div className={styles.header}>
        <h1 className="page-title">{category.name}</h1>
      </div>
      <SubcategoryChips navigation={navigation} currentId={category.id} />
      <CategoryTeasers teasers={extras.teasersTop} categoryId={category.id} place="top" />
      {filtersRefused ? (
        <p className={`notice notice-info ${listingStyles.notice}`} role="status" data-testid="category-filters-refused">
          {t('ui.category.filtersRefused')}
        </p>
      ) : null}

      <div className={showFilters ? listingStyles.layout : undefined}>
        {showFilters ? (
          <ListingFilters
            panelId="category-filters"
            location={location}
            state={state}
            options={category}
            activeCount={chips.length}
            heroCount={categoryHeroFilters(category.children.length > 0)}
          />
        ) : null}
        <section aria-labelledby="products-title" className={listingStyles.results}>
          <CategoryTopsellers topsellers={extras.topsellers} categoryId={category.id} categoryName={category.name} />
          <h2 id="products-title" className="visually-hidden">
            {t('ui.category.products')}
          </h2>
          <div className={listingStyles.toolbar}>
            <span className={listingStyles.toolbarCount} data-testid="category-count">
              {category.totalPages > 1 ? `${t('ui.category.pageOf', { page, total: category.totalPages })} · ` : ''}
              {articleCountText(category.totalProducts, i18n)}
            </span>
            <SortSelect
              key={state.sort}
              action={location.path}
              sort={state.sort}
              options={sortChoices(SORT_OPTIONS, (sort) => href(changedListing(state, { sort })))}
              hidden={sortHidden}
            />
          </div>
          <ActiveFilters chips={chips} removeAllHref={removeAllHref} />
          {category.products.length > 0 ? (
            <ProductGrid
              testId="listing-grid"
              // Below a topseller row the grid starts under the first screen: its images load lazily.
              aboveFold={extras.topsellers.length === 0}
              products={category.products}
              label={t('ui.category.productsIn', { name: category.name })}
              list={{ id: `category_${category.id}`, name: category.name, categories: crumbs(category).map((crumb) => crumb.name) }}
            />
          ) : category.totalProducts > 0 ? (
            <div className={listingStyles.empty} data-testid="category-empty">
              <p>{t('ui.category.pageEmpty')}</p>
              <Link href={href(changedListing(state, { page: 1 }))} className="btn btn-secondary">
                {t('ui.category.firstPage')}
              </Link>
            </div>
          ) : filtered ? (
            <div className={listingStyles.empty} data-testid="category-empty">
              <p>{t('ui.category.emptyFiltered')}</p>
              <Link href={removeAllHref} className="btn btn-secondary">
                {t('ui.filters.removeAll')}
              </Link>
            </div>
          ) : (
            <div className={listingStyles.empty} data-testid="category-empty">
              <p>{t('ui.category.empty')}</p>
              <Link href="/" className="btn btn-secondary">
                {t('ui.continueShopping')}
              </Link>
            </div>
          )}
          <Pagination page={page} totalPages={category.totalPages} href={(target) => href(changedListing(state, { page: target }))} />
        </section>
      </div>
      <CategorySeoText html={extras.seoText} categoryId={category.id} />
      <CategoryTeasers teasers={extras.teasersBottom} categoryId={category.id} place="bottom" />
    </div>
  );
}
