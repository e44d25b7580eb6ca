import type {
  EnergyLabel,
  ProductDownload,
  ProductFeature,
  ProductReviews,
  ProductVideo,
  Review,
  VariantAttribute,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { GetProductByIdQuery, GetReviewsByProductIdQuery } from '@tafel/graphql-schema/upstream-client';

// The product page's depth (orchestrator-product.graphql): upstream product extras and reviews →
// the orchestrator's shapes.

type UpstreamProduct = NonNullable<GetProductByIdQuery['getProductById']>;
type UpstreamReviewPage = NonNullable<GetReviewsByProductIdQuery['getReviewsByProductId']>;

/** Size the upstream draws its pictures in (Image needs one; option pictures are item pictures). */
const ITEM_IMAGE = { width: 600, height: 450 } as const;
/** The energy class arrow and the full label as the upstream draws them. */
const ENERGY_BADGE = { width: 60, height: 32 } as const;
const ENERGY_LABEL = { width: 300, height: 420 } as const;
/** Spec §3: the energy label's download is "Energiedatenblatt" holding the "Produktdatenblatt". */
export const ENERGY_DATA_SHEET = { displayName: 'Energiedatenblatt', dataName: 'Produktdatenblatt' } as const;

/**
 * A swatch colour from the upstream's option css ('background-color: #2d6fd2'). Only a hex
 * colour passes: the storefront puts it into a style attribute, so nothing else may get there.
 */
export function swatchColour(css: string | null | undefined): string | null {
  const match = /^\s*background(?:-color)?\s*:\s*(#[0-9a-fA-F]{3,8})\s*;?\s*$/.exec(css ?? '');
  return match?.[1] ?? null;
}

/** Attributes in page order, options in value order; tiles when the attribute or an option has a picture or colour (spec §2). */
export function toVariantAttributes(attributes: UpstreamProduct['variantAttributes']): VariantAttribute[] {
  return [...attributes]
    .sort((a, b) => a.position - b.position)
    .map((attribute) => {
      const options = [...attribute.options]
        .sort((a, b) => a.valuePosition - b.valuePosition)
        .map((option) => ({
          value: option.value,
          image: option.image ? { url: option.image, alt: option.value, ...ITEM_IMAGE } : null,
          colour: swatchColour(option.css),
        }));
      const tiles = Boolean(attribute.css || attribute.image) || options.some((option) => option.image || option.colour);
      return { name: attribute.name, displayName: attribute.displayName, display: tiles ? 'TILES' : 'DROPDOWN', options };
    });
}

export function toDownload(download: UpstreamProduct['downloads'][number]): ProductDownload {
  return {
    id: download.id,
    name: download.displayName,
    dataName: download.download.dataName,
    headline: download.download.headline,
    url: download.download.url,
    fileType: download.download.fileType,
  };
}

export function toVideos(videos: UpstreamProduct['youtubeVideos'], productName: string): ProductVideo[] {
  return videos.map((video) => ({
    id: video.videoId,
    title: video.title,
    previewImage: { url: video.previewImageUrl, alt: `${video.title} (${productName})`, ...ITEM_IMAGE },
    durationSeconds: video.durationSeconds,
  }));
}

export function toFeatures(labels: UpstreamProduct['labels']): ProductFeature[] {
  return labels.map((label) => ({ code: label.code, name: label.name, description: label.description ?? null }));
}

/** The energy label with its data sheet, found among the downloads as spec §3 names it. */
export function toEnergyLabel(product: Pick<UpstreamProduct, 'energyLabel' | 'downloads'>): EnergyLabel | null {
  const label = product.energyLabel;
  if (!label) return null;
  const sheet = product.downloads.find(
    (d) => d.displayName === ENERGY_DATA_SHEET.displayName || d.download.dataName === ENERGY_DATA_SHEET.dataName,
  );
  return {
    energyClass: label.energyClass,
    displayName: label.displayName,
    badgeImage: { url: label.url, alt: label.displayName, ...ENERGY_BADGE },
    labelImage: { url: label.bigImageUrl, alt: `EU-Energielabel: ${label.displayName}`, ...ENERGY_LABEL },
    dataSheet: sheet ? toDownload(sheet) : null,
  };
}

/** Text that may be blank upstream becomes null, so the page shows no empty section. */
export function textOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

function toReview(review: UpstreamReviewPage['reviews'][number]): Review {
  const comment = textOrNull(review.comment);
  return {
    id: review.ratingId,
    rating: review.rating,
    author: review.fullAuthorInfo,
    title: review.title,
    date: review.date,
    message: review.message,
    helpfulCount: review.helpfulRating,
    verified: review.isVerified,
    comment: comment ? { author: review.commentAuthor ?? '', message: comment, date: review.commentDate ?? null } : null,
  };
}

export function toProductReviews(page: UpstreamReviewPage): ProductReviews {
  const { counts } = page;
  const starCounts = ([[5, counts.five], [4, counts.four], [3, counts.three], [2, counts.two], [1, counts.one]] as const).map(([stars, c]) => ({
    stars,
    count: c.count,
    percentage: c.percentage,
  }));
  return {
    productId: page.productId,
    reviews: page.reviews.map(toReview),
    total: page.total,
    limit: page.limit,
    stars: page.filter ?? null,
    hasMore: page.reviews.length < page.total,
    totalAll: counts.all.count,
    starCounts,
  };
}
