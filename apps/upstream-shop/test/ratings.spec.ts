import { reviewUrl } from '../src/resolvers/orders/order-views.js';
import { startUpstream, type Upstream } from './support/upstream.js';

// Seed fixtures: order 40010009 (Anna Schmidt) holds item 10302-01 of product 10302, delivered.
const ORDER = '40010009';
const enc = (data: unknown): string => Buffer.from(JSON.stringify(data)).toString('base64url');

const RATING_DATA = 'query R($enc: String!) { getRatingData(enc: $enc) { orderId productId itemId } }';
const SUBMIT = `mutation S($enc: String!, $rating: Int!, $title: String, $message: String, $author: String!) {
  submitProductRating(enc: $enc, rating: $rating, title: $title, message: $message, author: $author) { successful pending ratingId errorMessage }
}`;
const REVIEWS = 'query V($id: ID!) { getReviewsByProductId(productId: $id, limit: 50) { total reviews { title } } }';

describe('rating links and submitted ratings', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const ratingData = async (value: string) => (await upstream.gql<{ getRatingData: unknown }>(RATING_DATA, { enc: value })).body;

  it("reads the data of an order view's review link", async () => {
    const order = upstream.stores.orders.get(ORDER);
    const line = order?.items.find((item) => item.itemId === '10302-01');
    if (!order || !line) throw new Error('seed order 40010009 with 10302-01 missing');
    const link = reviewUrl(order, line);
    const body = await ratingData(new URL(link, 'http://x').searchParams.get('enc') ?? '');
    expect(body.data?.getRatingData).toEqual({ orderId: ORDER, productId: '10302', itemId: '10302-01' });
  });

  it('answers null for data that names nothing usable', async () => {
    for (const value of ['garbage', enc({ productId: 'nope' }), enc({ productId: '10302', itemId: '10401-02' }), enc({ productId: '10302', orderId: '99999999' }), enc([1]), enc({ orderId: ORDER })]) {
      const body = await ratingData(value);
      expect(body.errors).toBeUndefined();
      expect(body.data?.getRatingData).toBeNull();
    }
  });

  it('keeps a submitted rating pending: not among the published reviews', async () => {
    const before = (await upstream.gql<{ getReviewsByProductId: { total: number } }>(REVIEWS, { id: '10302' })).body.data?.getReviewsByProductId.total;
    const { body } = await upstream.gql<{ submitProductRating: { successful: boolean; pending: boolean; ratingId: string | null } }>(SUBMIT, {
      enc: enc({ productId: '10302', itemId: '10302-01' }),
      rating: 4,
      title: '  Gut  ',
      message: 'Hält, was es verspricht.',
      author: 'Anna S.',
    });
    expect(body.data?.submitProductRating).toMatchObject({ successful: true, pending: true, ratingId: expect.stringMatching(/^rt-/) });
    expect(upstream.stores.ratings.pendingFor('10302')).toEqual([expect.objectContaining({ rating: 4, title: 'Gut', author: 'Anna S.', orderId: null })]);
    const after = (await upstream.gql<{ getReviewsByProductId: { total: number } }>(REVIEWS, { id: '10302' })).body.data?.getReviewsByProductId.total;
    expect(after).toBe(before);
  });

  it('stores nothing for a link without data and refuses bad fields', async () => {
    const none = await upstream.gql<{ submitProductRating: { successful: boolean } }>(SUBMIT, { enc: 'garbage', rating: 5, author: 'X' });
    expect(none.body.data?.submitProductRating).toMatchObject({ successful: false, pending: false, ratingId: null });
    const good = enc({ productId: '10401' });
    for (const variables of [
      { enc: good, rating: 0, author: 'X' },
      { enc: good, rating: 6, author: 'X' },
      { enc: good, rating: 3, author: '   ' },
      { enc: good, rating: 3, author: 'x'.repeat(51) },
      { enc: good, rating: 3, author: 'X', title: 't'.repeat(101) },
      { enc: good, rating: 3, author: 'X', message: 'm'.repeat(2001) },
    ]) {
      const { body } = await upstream.gql(SUBMIT, variables);
      expect(body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    }
    expect(upstream.stores.ratings.pendingFor('10401')).toEqual([]);
  });
});
