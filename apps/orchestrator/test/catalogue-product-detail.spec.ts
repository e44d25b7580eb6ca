// The product page's depth through the orchestrator (orchestrator-product.graphql), against the
// real upstream stand-in: variant attributes, extras, energy label, reviews with paging and stars.
import type { Product, ProductReviews } from '@tafel/graphql-schema/orchestrator-resolvers';
import { startWorld, type World } from './support/world.js';

const TILE = 'id name url price { formatted } hasVariants soldOut lightningDealInfo { itemId }';
const DOWNLOAD = 'id name dataName headline url fileType';
const PRODUCT = `query ($id: ID!) {
  product(id: $id) {
    id name
    variantAttributes { name displayName display options { value colour image { url alt width height } } }
    accessories { ${TILE} } replacementProducts { ${TILE} }
    downloads { ${DOWNLOAD} }
    videos { id title previewImage { url alt } durationSeconds }
    features { code name description }
    deliveryScope warranty withdrawalInfo oldDevicesInfo
    energyLabel { energyClass displayName badgeImage { url alt width height } labelImage { url alt } dataSheet { ${DOWNLOAD} } }
  }
}`;
const REVIEWS = `query ($productId: ID!, $limit: Int, $stars: Int) {
  productReviews(productId: $productId, limit: $limit, stars: $stars) {
    productId total limit stars hasMore totalAll
    starCounts { stars count percentage }
    reviews { id rating author title date message helpfulCount verified comment { author message date } }
  }
}`;

describe('product detail through the orchestrator', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('product-detail');
  });
  afterAll(async () => {
    await world?.close();
  });

  const product = async (id: string, site = 'de-de') => {
    const answer = await world.orchestrator.graphql<{ product: Product | null }>(PRODUCT, { id }, { 'X-Tafel-Site': site });
    expect(answer.errors).toBeUndefined();
    return answer.data!.product!;
  };
  const reviews = (variables: Record<string, unknown>) => world.orchestrator.graphql<{ productReviews: ProductReviews | null }>(REVIEWS, variables);

  it('serves the fridge 10762 with its energy label, data sheet, videos and the old-appliance note', async () => {
    const fridge = await product('10762');
    expect(fridge.energyLabel).toMatchObject({
      energyClass: 'D',
      badgeImage: { url: '/media/energy/D.svg', alt: 'Energieeffizienzklasse D' },
      labelImage: { url: '/media/energy/D-label.svg' },
      dataSheet: { name: 'Energiedatenblatt', dataName: 'Produktdatenblatt', url: '/media/downloads/10762/produktdatenblatt.pdf' },
    });
    expect(fridge.downloads.map((d) => d.name)).toEqual(expect.arrayContaining(['Energiedatenblatt', 'Bedienungsanleitung']));
    expect(fridge.videos.length).toBeGreaterThan(0);
    expect(fridge.videos[0]!.id).toMatch(/^[\w-]{11}$/);
    expect(fridge.oldDevicesInfo).toMatch(/ElektroG/);
    expect(fridge.withdrawalInfo).toMatch(/14 Tagen/);
    expect(fridge.warranty).toBe('2 Jahre Herstellergarantie');
    expect(fridge.deliveryScope[0]).toBe(`1 × ${fridge.name}`);
    // The data sheet and the label are served through the orchestrator's /media.
    for (const path of [fridge.energyLabel!.labelImage.url, fridge.energyLabel!.dataSheet!.url]) {
      const response = await fetch(`${world.orchestrator.url}${path}`);
      expect(response.status).toBe(200);
    }
  });

  it('has no energy label, videos nor old-appliance note for a folder, and no withdrawal note on the B2B shop', async () => {
    const folder = await product('10401');
    expect(folder).toMatchObject({ energyLabel: null, videos: [], oldDevicesInfo: null });
    expect((await product('10401', 'edu-de')).withdrawalInfo).toBeNull();
  });

  it('shows colour axes as tiles with swatches and other axes as dropdowns', async () => {
    const pen = await product('10062');
    const colour = pen.variantAttributes.find((a) => a.displayName === 'Farbe')!;
    expect(colour.display).toBe('TILES');
    expect(colour.options.every((o) => /^#[0-9a-f]{6}$/i.test(o.colour ?? '') && o.image?.url.startsWith('/media/products/'))).toBe(true);
    const other = pen.variantAttributes.filter((a) => a !== colour);
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((a) => a.display === 'DROPDOWN' && a.options.every((o) => o.colour === null && o.image === null))).toBe(true);
  });

  it('serves accessories and the replacements of a discontinued product as tiles', async () => {
    const discontinued = await product('10070');
    expect(discontinued.replacementProducts.length).toBeGreaterThan(0);
    expect(discontinued.replacementProducts[0]).toMatchObject({ url: expect.stringMatching(/^\/prod\//), soldOut: false });
    const raw = await world.upstream.graphql<{ getProductById: { accessories: { id: string }[] } }>('{ getProductById(productId: "10762") { accessories { id } } }');
    expect((await product('10762')).accessories.map((t) => t.id)).toEqual(raw.getProductById.accessories.map((t) => t.id));
  });

  it('pages reviews: 5 first, more replaces the list, star counts over all reviews', async () => {
    const first = await reviews({ productId: '10401' });
    expect(first.errors).toBeUndefined();
    const page = first.data!.productReviews!;
    expect(page.limit).toBe(5);
    expect(page.reviews.length).toBe(Math.min(5, page.total));
    expect(page.starCounts.map((c) => c.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(page.starCounts.reduce((sum, c) => sum + c.count, 0)).toBe(page.totalAll);
    expect(page.hasMore).toBe(page.total > 5);
    const more = (await reviews({ productId: '10401', limit: 10 })).data!.productReviews!;
    expect(more.reviews.slice(0, page.reviews.length).map((r) => r.id)).toEqual(page.reviews.map((r) => r.id));
    expect(more.reviews.length).toBe(Math.min(10, more.total));
  });

  it('filters reviews by stars', async () => {
    const all = (await reviews({ productId: '10401', limit: 50 })).data!.productReviews!;
    const stars = all.reviews[0]!.rating;
    const filtered = (await reviews({ productId: '10401', stars, limit: 50 })).data!.productReviews!;
    expect(filtered.stars).toBe(stars);
    expect(filtered.total).toBe(all.starCounts.find((c) => c.stars === stars)!.count);
    expect(filtered.reviews.every((r) => r.rating === stars)).toBe(true);
    expect(filtered.totalAll).toBe(all.totalAll);
  });

  it.each([
    [{ productId: '10401', limit: 0 }, 'limit must be between 1 and 50 (got 0)'],
    [{ productId: '10401', limit: 51 }, 'limit must be between 1 and 50 (got 51)'],
    [{ productId: '10401', stars: 6 }, 'stars must be between 1 and 5 (got 6)'],
    [{ productId: '10401', stars: 0 }, 'stars must be between 1 and 5 (got 0)'],
  ])('refuses %j with BAD_USER_INPUT before asking the upstream', async (variables, message) => {
    const answer = await reviews(variables);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers null reviews for an unknown product', async () => {
    const answer = await reviews({ productId: '99999' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.productReviews).toBeNull();
  });
});
