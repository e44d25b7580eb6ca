import { RatingTargetDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { RatingForm } from '@/components/rating/rating-form';
import styles from '@/components/rating/rating.module.css';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { currentTranslator } from '@/lib/site/site';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.rating.title'), robots: { index: false, follow: true } };
}

/** What the link names; null (→ 404) without enc or when its data is empty (session spec §2, §8). */
async function targetOf(query: Record<string, string | string[] | undefined>) {
  const enc = typeof query.enc === 'string' ? query.enc : '';
  if (enc === '' || enc.length > 2048) return null;
  const { ratingTarget } = await orchestratorRequest(RatingTargetDocument, { enc });
  return ratingTarget ? { enc, target: ratingTarget } : null;
}

/** /rating?enc=: rate a product bought in the shop (the order views' review link). */
export default async function RatingPage({ searchParams }: Props) {
  const [{ t }, found] = await Promise.all([currentTranslator(), searchParams.then(targetOf)]);
  if (!found) notFound();
  const { enc, target } = found;
  return (
    <div className="container page">
      <h1 className="page-title">{t('ui.rating.title')}</h1>
      <p className={styles.intro}>{t('ui.rating.intro')}</p>
      <div className={styles.layout}>
        <section className={styles.product} aria-label={target.name} data-testid="rating-product">
          {target.image ? <img src={target.image.url} alt={target.image.alt} width={target.image.width} height={target.image.height} className={styles.productImage} /> : null}
          <div>
            <h2 className={styles.productName} data-testid="rating-product-name">
              <Link href={target.url} prefetch={false}>
                {target.name}
              </Link>
            </h2>
            {target.orderId ? <p className={styles.meta}>{t('ui.rating.fromOrder', { orderId: target.orderId })}</p> : null}
          </div>
        </section>
        <RatingForm enc={enc} />
      </div>
    </div>
  );
}
