import { Injectable } from '@nestjs/common';
import type { NotFoundError, RatingInput, RatingSubmitted, RatingTarget } from '@tafel/graphql-schema/orchestrator-resolvers';
import { UpstreamGetRatingDataDocument, UpstreamSubmitProductRatingDocument } from '@tafel/graphql-schema/upstream-client';
import type { TypedValidationError } from '../cart/index.js';
import { validationFailed } from '../cart/index.js';
import { CatalogueService } from '../catalogue/index.js';
import { isSafeId } from '../common/ids.js';
import type { Site } from '../common/site.js';
import type { Typed } from '../request/index.js';
import { FormLimits, formRateLimited, type FormRateLimitedResult } from '../service-forms/index.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { checkRating, isRatingEnc } from './rating-rules.js';

/** The page's key for a rating link that names nothing (session spec §8: rating with no data → 404). */
export const RATING_NOT_FOUND_KEY = 'tafel.rating.notFound';

export type RatingAnswer = Typed<RatingSubmitted, 'RatingSubmitted'> | TypedValidationError | Typed<NotFoundError, 'NotFoundError'> | FormRateLimitedResult;

const notFound = (): Typed<NotFoundError, 'NotFoundError'> => ({
  __typename: 'NotFoundError',
  errorCode: 'NOT_FOUND',
  messageKey: RATING_NOT_FOUND_KEY,
  message: 'The rating link names no product',
});

/**
 * The rating page (/rating?enc=): what the link names, read from the upstream (it decrypts enc),
 * shown with the catalogue's product; ratings go to the upstream pending its check. Submitting is
 * a form a stranger can post: limited per client address like the other forms.
 */
@Injectable()
export class RatingService {
  constructor(
    private readonly upstream: UpstreamClient,
    private readonly catalogue: CatalogueService,
    private readonly limits: FormLimits,
  ) {}

  async target(enc: string, site: Site): Promise<RatingTarget | null> {
    if (!isRatingEnc(enc)) return null;
    const { getRatingData: data } = await this.upstream.request(UpstreamGetRatingDataDocument, { enc }, { site });
    // Data that names no product we could look up (an id out of shape, say) names nothing: a 404, not
    // a BAD_USER_INPUT about an id the visitor never typed.
    if (!data || !isSafeId(data.productId)) return null;
    // A product this shop does not sell has nothing to rate here: the page answers 404.
    const product = await this.catalogue.product(data.productId, site);
    if (!product) return null;
    const item = data.itemId ? product.items.find((candidate) => candidate.id === data.itemId) : undefined;
    return {
      productId: product.id,
      itemId: item?.id ?? null,
      name: product.name,
      url: item && product.items.length > 1 ? `${product.url}?varid=${encodeURIComponent(item.id)}` : product.url,
      image: item?.images[0] ?? product.images[0] ?? null,
      orderId: data.orderId ?? null,
    };
  }

  async submit(input: RatingInput, site: Site, address: string | null): Promise<RatingAnswer> {
    const checked = checkRating(input);
    if (!checked.ok) return validationFailed(checked.fieldErrors);
    const wait = await this.limits.take(address);
    if (wait !== null) return formRateLimited(wait);
    if (!isRatingEnc(input.enc)) return notFound();
    const { rating, title, message, author } = checked.value;
    const { submitProductRating: answer } = await this.upstream.request(
      UpstreamSubmitProductRatingDocument,
      { enc: input.enc, rating, title: title || null, message: message || null, author },
      { site },
    );
    if (!answer.successful) return notFound();
    return { __typename: 'RatingSubmitted', pending: answer.pending };
  }
}
