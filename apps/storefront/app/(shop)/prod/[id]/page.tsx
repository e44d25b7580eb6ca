import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { Breadcrumb, type Crumb } from '@/components/common/breadcrumb';
import { Gallery } from '@/components/product-detail/gallery';
import { GlanceView } from '@/components/product-detail/glance-view';
import { ProductDetails } from '@/components/product-detail/product-details';
import { ProductExtras } from '@/components/product-detail/product-extras';
import { ProductInfo } from '@/components/product-detail/product-info';
import { ReviewsPlaceholder, ReviewsSection } from '@/components/product-detail/reviews-section';
import { ProductGrid } from '@/components/product/product-tile';
import { getProduct, type ProductDetail, type ProductItem } from '@/lib/listing/catalogue';
import { shorten } from '@/lib/i18n/format';
import { descriptionParagraphs, selectItem } from '@/lib/product/product';
import { shopPath } from '@/lib/site/links';
import { alternatesFor, pageDetailsOrNull } from '@/lib/site/page-details';
import { DEFAULT_OG_IMAGE, languagesOf, ogLocale } from '@/lib/site/seo';
import { currentLocale, currentTranslator } from '@/lib/site/site';
import type { QueryValue } from '@/lib/listing/listing';
import styles from '@/components/product-detail/product-detail.module.css';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, QueryValue>> };

async function load({ params, searchParams }: Props): Promise<{ product: ProductDetail; item: ProductItem }> {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const product = await getProduct(id);
  const item = product ? selectItem(product, query.varid) : undefined;
  if (!product || !item) notFound();
  return { product, item };
}

// Spec §9: no canonical URL on product pages; hreflang alternates (page(url)) and Open Graph with
// the product's first picture (the default 1200x630 image without one).
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product } = await load(props);
  const path = `/prod/${encodeURIComponent(product.id)}`;
  const [language, details] = await Promise.all([currentLocale(), pageDetailsOrNull(`${path}/`)]);
  const languages = languagesOf(await alternatesFor(path, details));
  const description = shorten(descriptionParagraphs(product.description).join(' '));
  const image = product.images[0];
  return {
    title: product.name,
    description,
    ...(languages ? { alternates: { languages } } : {}),
    openGraph: {
      type: 'website',
      title: product.name,
      description,
      url: path,
      locale: ogLocale(language),
      images: [image ? { url: image.url, width: image.width, height: image.height, alt: image.alt } : DEFAULT_OG_IMAGE],
    },
  };
}

/** The selected item's pictures first, then the product's, without duplicates. */
function galleryImages(product: ProductDetail, item: ProductItem) {
  const seen = new Set<string>();
  return [...item.images, ...product.images].filter((image) => {
    if (seen.has(image.url)) return false;
    seen.add(image.url);
    return true;
  });
}

export default async function ProductRoute(props: Props) {
  const { product, item } = await load(props);
  const { t } = await currentTranslator();
  const trail: Crumb[] = product.breadcrumb.map((crumb) => ({ name: crumb.name, href: shopPath(crumb.url) }));
  if (trail.at(-1)?.name !== product.name) trail.push({ name: product.name });
  const images = galleryImages(product, item);
  const galleryTexts = {
    zoom: t('ui.gallery.zoom'),
    zoomTitle: t('ui.gallery.zoomTitle', { name: product.name }),
    zoomIn: t('ui.gallery.zoomIn'),
    zoomOut: t('ui.gallery.zoomOut'),
    close: t('ui.gallery.close'),
    previous: t('ui.gallery.previous'),
    next: t('ui.gallery.next'),
    help: t('ui.gallery.zoomHelp'),
  };
  return (
    <div className="container page">
      <Breadcrumb items={trail} />
      <GlanceView productId={product.id} itemId={item.id} />
      <div className={styles.layout}>
        <Gallery key={item.id} images={images} name={product.name} texts={galleryTexts} />
        <ProductInfo product={product} item={item} />
      </div>
      <ProductDetails product={product} item={item} />
      <ProductExtras product={product} />
      {product.replacementProducts.length > 0 ? (
        <section className={styles.carousel} aria-labelledby="replacements-title" data-testid="product-replacements">
          <h2 id="replacements-title">{t('ui.product.replacements')}</h2>
          <ProductGrid products={product.replacementProducts} label={t('ui.product.replacements')} carousel initialCount={5} list={{ id: 'pdp_replacements', name: 'Alternativen' }} />
        </section>
      ) : null}
      {product.accessories.length > 0 ? (
        <section className={styles.carousel} aria-labelledby="accessories-title" data-testid="product-accessories">
          <h2 id="accessories-title">{t('ui.product.accessories')}</h2>
          <ProductGrid products={product.accessories} label={t('ui.product.accessories')} carousel initialCount={5} list={{ id: 'pdp_accessories', name: 'Zubehör' }} />
        </section>
      ) : null}
      {/* Streamed: the buy box above is sent before the reviews are read. */}
      <Suspense fallback={<ReviewsPlaceholder />}>
        <ReviewsSection productId={product.id} />
      </Suspense>
    </div>
  );
}
