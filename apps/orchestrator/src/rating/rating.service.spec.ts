import type { CatalogueService } from '../catalogue/index.js';
import type { FormLimits } from '../service-forms/index.js';
import type { UpstreamClient } from '../upstream/upstream-client.js';
import { RatingService } from './rating.service.js';

// What the rating page gets for link data the upstream decrypts into something it cannot show.

function service(data: unknown) {
  const asked: string[] = [];
  const upstream = { request: async () => ({ getRatingData: data }) } as unknown as UpstreamClient;
  const catalogue = { product: async (id: string) => (asked.push(id), null) } as unknown as CatalogueService;
  return { ratings: new RatingService(upstream, catalogue, {} as FormLimits), asked };
}

describe('RatingService.target', () => {
  it('answers null (the page answers 404) for data naming a product id out of shape, without a lookup', async () => {
    for (const productId of ['../1', '', 'a b', 'x'.repeat(65)]) {
      const { ratings, asked } = service({ productId, itemId: null, orderId: null });
      await expect(ratings.target('abc', 'de-de')).resolves.toBeNull();
      expect(asked).toEqual([]);
    }
  });

  it('looks up a well-formed product id and answers null when this shop does not sell it', async () => {
    const { ratings, asked } = service({ productId: 'p-100', itemId: null, orderId: null });
    await expect(ratings.target('abc', 'de-de')).resolves.toBeNull();
    expect(asked).toEqual(['p-100']);
  });
});
