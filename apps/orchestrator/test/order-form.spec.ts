// The order form by article numbers (issue 28) through the orchestrator, against the real
// upstream stand-in: lookup, adding all rows in one go (or none), the PDF.
import type { Cart, OrderFormArticle } from '@tafel/graphql-schema/orchestrator-resolvers';
import { startWorld, type World } from './support/world.js';

// Seed fixtures (deterministic): a folder in six colours (501.485 red, 501.448 blue), a
// single-item product (451.898), an item limited to 20 (601.548) and a sold-out one (601.585).
const RED_FOLDER = { orderNumber: '501.485', itemId: '10401-02' };
const BLUE_FOLDER = { orderNumber: '501.448', itemId: '10401-01' };
const SINGLE = { orderNumber: '451.898', itemId: '10351-01' };
const LIMITED = { orderNumber: '601.548', itemId: '10501-01', max: 20 };
const SOLD_OUT = '601.585';

const LOOKUP = `query ($numbers: [String!]!) { orderFormLookup(orderNumbers: $numbers) {
  orderNumber status itemId productId name variant url image { url } price { amount formatted } minimumOrderQuantity maxQuantity } }`;
const ADD = `mutation ($input: OrderFormInput!) { addOrderFormToCart(input: $input) { __typename
  ... on OrderFormAdded { articleCount newSession { cartId userId } cart { id articleCount lines { itemId quantity } } }
  ... on ErrorResult { errorCode messageKey message }
  ... on ValidationError { fieldErrors { field messageKey params { name value } } } } }`;
const PDF = `query ($cartId: ID!) { orderFormPdf(cartId: $cartId) { __typename
  ... on OrderFormPdf { fileName contentBase64 } ... on CartNotFoundError { errorCode messageKey } } }`;
const READ = 'query ($cartId: ID!) { cart(cartId: $cartId) { __typename ... on Cart { lines { itemId quantity } } } }';

interface Session {
  cartId: string;
  userId: string;
}
type AddResult = { __typename: string; articleCount?: number; newSession?: Session | null; cart?: Cart; errorCode?: string; fieldErrors?: Array<{ field: string; messageKey: string; params: unknown[] }> };

describe('order form through the orchestrator', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld('order-form');
  });
  afterAll(async () => {
    await world?.close();
  });

  const createCart = async (): Promise<Session> => (await world.orchestrator.graphql<{ createCart: Session }>('mutation { createCart { cartId userId } }')).data!.createCart;
  const lookup = async (numbers: unknown) => world.orchestrator.graphql<{ orderFormLookup: OrderFormArticle[] }>(LOOKUP, { numbers });
  const add = async (session: Session, lines: Array<{ orderNumber: string; quantity: number }>, userId: string | undefined = session.userId): Promise<AddResult> => {
    const answer = await world.orchestrator.graphql<{ addOrderFormToCart: AddResult }>(ADD, { input: { cartId: session.cartId, lines } }, userId);
    expect(answer.errors).toBeUndefined();
    return answer.data!.addOrderFormToCart;
  };
  const lines = async (session: Session) => (await world.orchestrator.graphql<{ cart: { lines: Array<{ itemId: string; quantity: number }> } }>(READ, { cartId: session.cartId }, session.userId)).data!.cart.lines;

  describe('orderFormLookup', () => {
    it('answers each number in order: found with its item, sold out, unknown', async () => {
      const answer = await lookup([' 501.485 ', '451898', SOLD_OUT, '999.999', 'sale']);
      expect(answer.errors).toBeUndefined();
      const [red, single, soldOut, unknown, keyword] = answer.data!.orderFormLookup;
      expect(red).toEqual({
        orderNumber: '501.485',
        status: 'FOUND',
        itemId: RED_FOLDER.itemId,
        productId: '10401',
        name: 'Ordner A4, 8 cm Rücken',
        variant: 'Farbe: Rot',
        url: '/prod/10401?varid=10401-02',
        image: { url: expect.stringMatching(/^\/media\//) },
        price: { amount: 2.49, formatted: expect.stringMatching(/^2,49\s€$/) },
        minimumOrderQuantity: 1,
        maxQuantity: 9999,
      });
      expect(single).toMatchObject({ orderNumber: '451898', status: 'FOUND', itemId: SINGLE.itemId, url: '/prod/10351' });
      expect(soldOut).toMatchObject({ orderNumber: SOLD_OUT, status: 'NOT_SALEABLE', itemId: '10501-02' });
      expect(unknown).toEqual(expect.objectContaining({ orderNumber: '999.999', status: 'NOT_FOUND', itemId: null, name: null }));
      // A search keyword redirects to a category, not an article.
      expect(keyword).toMatchObject({ orderNumber: 'sale', status: 'NOT_FOUND' });
    });

    it.each([[[]], [Array.from({ length: 31 }, () => '501.485')], [['']], [['5 01']], [['x'.repeat(21)]]])('refuses %j as BAD_USER_INPUT', async (numbers) => {
      const answer = await lookup(numbers);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('addOrderFormToCart', () => {
    it('adds three articles in one go, the same article twice as one line', async () => {
      const session = await createCart();
      const result = await add(session, [
        { orderNumber: RED_FOLDER.orderNumber, quantity: 2 },
        { orderNumber: SINGLE.orderNumber, quantity: 1 },
        { orderNumber: BLUE_FOLDER.orderNumber, quantity: 3 },
        { orderNumber: '501485', quantity: 1 },
      ]);
      expect(result).toMatchObject({ __typename: 'OrderFormAdded', articleCount: 7, newSession: null, cart: { id: session.cartId, articleCount: 7 } });
      expect(await lines(session)).toEqual(
        expect.arrayContaining([
          { itemId: RED_FOLDER.itemId, quantity: 3 },
          { itemId: SINGLE.itemId, quantity: 1 },
          { itemId: BLUE_FOLDER.itemId, quantity: 3 },
        ]),
      );
      expect(await lines(session)).toHaveLength(3);
    });

    it('adds nothing when one row is unknown, sold out or over its maximum, naming those rows', async () => {
      const session = await createCart();
      const result = await add(session, [
        { orderNumber: RED_FOLDER.orderNumber, quantity: 1 },
        { orderNumber: '999.999', quantity: 1 },
        { orderNumber: SOLD_OUT, quantity: 1 },
        { orderNumber: LIMITED.orderNumber, quantity: LIMITED.max + 1 },
        { orderNumber: ' ', quantity: 1 },
      ]);
      expect(result.__typename).toBe('ValidationError');
      // A malformed row is answered before anything is looked up.
      expect(result.fieldErrors).toEqual([{ field: 'lines.4.orderNumber', messageKey: 'vue.form.error.requiredField', params: [] }]);
      const withoutBlank = await add(session, [
        { orderNumber: RED_FOLDER.orderNumber, quantity: 1 },
        { orderNumber: '999.999', quantity: 1 },
        { orderNumber: SOLD_OUT, quantity: 1 },
        { orderNumber: LIMITED.orderNumber, quantity: LIMITED.max + 1 },
      ]);
      expect(withoutBlank.fieldErrors).toEqual([
        { field: 'lines.1.orderNumber', messageKey: 'tafel.orderForm.articleNotFound', params: [] },
        { field: 'lines.2.orderNumber', messageKey: 'tafel.orderForm.articleNotSaleable', params: [] },
        { field: 'lines.3.quantity', messageKey: 'vue.buybox.text.quantity.error', params: [{ name: 'limit', value: String(LIMITED.max) }] },
      ]);
      expect(await lines(session)).toEqual([]);
    });

    it('names the row when the cart would hold more than the maximum, and adds nothing', async () => {
      const session = await createCart();
      expect((await add(session, [{ orderNumber: LIMITED.orderNumber, quantity: 15 }])).__typename).toBe('OrderFormAdded');
      const result = await add(session, [
        { orderNumber: RED_FOLDER.orderNumber, quantity: 1 },
        { orderNumber: LIMITED.orderNumber, quantity: 10 },
      ]);
      expect(result).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'lines.1.quantity', messageKey: 'vue.buybox.text.quantity.error', params: [{ name: 'limit', value: '20' }] }] });
      expect(await lines(session)).toEqual([{ itemId: LIMITED.itemId, quantity: 15 }]);
    });

    it('moves to a new cart when the cart is lost', async () => {
      const session = await createCart();
      const result = await add({ cartId: 'lost-cart-1', userId: session.userId }, [{ orderNumber: RED_FOLDER.orderNumber, quantity: 2 }]);
      expect(result).toMatchObject({ __typename: 'OrderFormAdded', articleCount: 2, newSession: { cartId: expect.any(String), userId: expect.any(String) } });
      expect(result.newSession?.cartId).not.toBe('lost-cart-1');
      expect(await lines(result.newSession!)).toEqual([{ itemId: RED_FOLDER.itemId, quantity: 2 }]);
    });

    it('refuses a malformed cart id or row count as BAD_USER_INPUT', async () => {
      for (const input of [{ cartId: 'a b', lines: [{ orderNumber: '501.485', quantity: 1 }] }, { cartId: 'c1', lines: [] }]) {
        const answer = await world.orchestrator.graphql(ADD, { input }, 'u1');
        expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('orderFormPdf', () => {
    it("answers the cart's order form as a PDF", async () => {
      const session = await createCart();
      await add(session, [{ orderNumber: RED_FOLDER.orderNumber, quantity: 2 }]);
      const answer = await world.orchestrator.graphql<{ orderFormPdf: { __typename: string; fileName: string; contentBase64: string } }>(PDF, { cartId: session.cartId }, session.userId);
      expect(answer.data?.orderFormPdf).toMatchObject({ __typename: 'OrderFormPdf', fileName: expect.stringMatching(/^Bestellformular-\d{4}-\d{2}-\d{2}\.pdf$/) });
      expect(Buffer.from(answer.data!.orderFormPdf.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('answers CartNotFoundError for an empty, unknown or foreign cart', async () => {
      const empty = await createCart();
      const other = await createCart();
      for (const [cartId, userId] of [
        [empty.cartId, empty.userId],
        ['unknown-cart', empty.userId],
        [empty.cartId, other.userId],
        [empty.cartId, undefined],
      ] as const) {
        const answer = await world.orchestrator.graphql<{ orderFormPdf: { __typename: string } }>(PDF, { cartId }, userId);
        expect(answer.data?.orderFormPdf).toEqual({ __typename: 'CartNotFoundError', errorCode: 'CART_NOT_FOUND', messageKey: 'vue.cart.error.somethingWentWrong' });
      }
    });
  });
});
