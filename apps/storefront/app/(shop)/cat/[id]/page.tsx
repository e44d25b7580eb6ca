import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { Pagination } from '../../../../components/category/pagination';
import { SortSelect } from '../../../../components/category/sort-select';
import { SubcategoryChips } from '../../../../components/category/subcategory-chips';
import { Breadcrumb, type Crumb } from '../../../../components/common/breadcrumb';
import { ProductGrid } from '../../../../components/product/product-tile';
import { getCategoryPage, type CategoryPage } from '../../../../lib/catalogue';
import { articleCountText } from '../../../../lib/format';
import { categoryHref, shopPath } from '../../../../lib/links';
import { listingQuery, parsePage, parseSort, PRODUCTS_PER_PAGE, SORT_OPTIONS, sortChoices, type QueryValue } from '../../../../lib/listing';
import { currentTranslator } from '../../../../lib/site';
import styles from '../../../../components/category/category.module.css';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, QueryValue>> };

async function load({ params, searchParams }: Props): Promise<{ category: CategoryPage; page: number }> {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const page = parsePage(query.p);
  const category = await getCategoryPage(id, page, PRODUCTS_PER_PAGE, parseSort(query.sort));
  if (!category) notFound();
  return { category, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ category, page }, i18n] = await Promise.all([load(props), currentTranslator()]);
  return {
    title: page > 1 ? i18n.t('ui.category.titlePage', { name: category.name, page }) : category.name,
    description: i18n.t('ui.category.description', { name: category.name, count: articleCountText(category.totalProducts, i18n) }),
  };
}

function crumbs(category: CategoryPage): Crumb[] {
  const trail: Crumb[] = category.breadcrumb.map((crumb) => ({ name: crumb.name, href: shopPath(crumb.url) }));
  if (trail.at(-1)?.name !== category.name) trail.push({ name: category.name });
  return trail;
}

export default async function CategoryRoute(props: Props) {
  const [{ category }, i18n] = await Promise.all([load(props), currentTranslator()]);
  const { t } = i18n;
  const basePath = categoryHref(category.id);
  const page = category.page;
  return (
    <div className="container page">
      <Breadcrumb items={crumbs(category)} />
      <div className={styles.header}>
        <h1 className="page-title">{category.name}</h1>
      </div>
      <SubcategoryChips categories={category.children} />

      <section aria-labelledby="products-title">
        <h2 id="products-title" className="visually-hidden">
          {t('ui.category.products')}
        </h2>
        <div className={styles.toolbar}>
          <span className={styles.count}>
            {category.totalPages > 1 ? `${t('ui.category.pageOf', { page, total: category.totalPages })} · ` : ''}
            {articleCountText(category.totalProducts, i18n)}
          </span>
          <SortSelect
            key={category.sort}
            action={basePath}
            sort={category.sort}
            options={sortChoices(SORT_OPTIONS, (sort) => `${basePath}${listingQuery({ sort })}`)}
          />
        </div>
        {category.products.length > 0 ? (
          <ProductGrid products={category.products} label={t('ui.category.productsIn', { name: category.name })} />
        ) : (
          <div className={styles.empty}>
            <p>{page > 1 ? t('ui.category.pageEmpty') : t('ui.category.empty')}</p>
            <Link href={page > 1 ? basePath : '/'} className="btn btn-secondary">
              {page > 1 ? t('ui.category.firstPage') : t('ui.continueShopping')}
            </Link>
          </div>
        )}
        <Pagination page={page} totalPages={category.totalPages} href={(target) => `${basePath}${listingQuery({ sort: category.sort, page: target })}`} />
      </section>
    </div>
  );
}
