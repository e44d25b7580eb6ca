import { useReturnSwitchSource } from '../src/data/returns/return-switch.js';
import { CARRIERS, FIND_BY_HASH, FIND_FOR_RETURN, GET_ORDER, loginAnna, loginSchool, REGULATIONS, SIGNATURE, startOrdersUpstream, type ReturnOrderView } from './support/orders.js';
import type { Upstream } from './support/upstream.js';

type Regulations = { getAvailableRegulations: { isError: boolean; errorMsg: string | null; regulations: Array<{ code: string; name: string; description: string }> } };
type Carriers = { getAvailableCarriers: { isError: boolean; errorMsg: string | null; carriers: Array<{ code: string; name: string; price: { amount: number } }> } };

describe('return lookup, regulations and carriers', () => {
  let upstream: Upstream;
  let annaHash: string;
  beforeAll(async () => {
    upstream = await startOrdersUpstream();
    const anna = await loginAnna(upstream);
    const order = await upstream.gql<{ getOrderDetailsV2: { returnHash: string } }>(GET_ORDER, { orderId: '40010008' }, { jwt: anna });
    annaHash = order.body.data?.getOrderDetailsV2.returnHash ?? '';
  });
  afterAll(() => upstream.close());

  const find = async (orderId: string, zipCode: string) => upstream.gql<{ findOrderForReturn: ReturnOrderView }>(FIND_FOR_RETURN, { orderId, zipCode });
  const byHash = async (hash: string) => upstream.gql<{ findOrderForReturnByHash: ReturnOrderView }>(FIND_BY_HASH, { hash });
  const regulations = async (hash: string, items: unknown[]) => (await upstream.gql<Regulations>(REGULATIONS, { hash, items })).body.data?.getAvailableRegulations;
  const carriers = async (hash: string, items: unknown[], regulation: string) => (await upstream.gql<Carriers>(CARRIERS, { hash, returnOrder: { items, regulation } })).body.data?.getAvailableCarriers;
  const hashOf = async (orderId: string, zip: string) => (await find(orderId, zip)).body.data?.findOrderForReturn.hash ?? '';

  describe('findOrderForReturn', () => {
    it('finds an order by number and billing or delivery postcode, offering what is left to return', async () => {
      const found = (await find('40010008', '10115')).body.data?.findOrderForReturn;
      expect(found).toMatchObject({ isError: false, errorMsg: null, hash: annaHash, orderId: '40010008', salesOrderNo: 'VA-700631' });
      expect(found?.items.map((i) => [i.id, i.lineNo, i.orderedQuantity, i.shippedQuantity, i.returnableQuantity])).toEqual([
        ['10008-01', 1, 1, 1, 1],
        ['10401-02', 2, 3, 3, 2],
        ['10210-01', 3, 1, 1, 1],
      ]);
      expect(found?.items[1]?.price.amount).toBe(2.49);
      expect(found?.previousReturns).toEqual([
        { rma: 'R40010008-1', placedDate: expect.any(String), carrier: null, regulation: 'Gutschrift', items: [{ id: '10401-02', lineNo: 2, name: expect.stringContaining('Ordner'), quantity: 1, reason: 'Zu viel bestellt' }] },
      ]);
      const damaged = found?.items[2]?.reasons.find((r) => r.code === 'DAMAGED');
      expect(damaged).toMatchObject({ comment: true, image: true, components: expect.arrayContaining(['Deckel']) });
      expect((await find('40010008', ' 10117 ')).body.data?.findOrderForReturn.hash).toBe(annaHash);
    });

    it('answers the same not-found result for a wrong postcode and an unknown order', async () => {
      const wrongZip = (await find('40010008', '80331')).body.data?.findOrderForReturn;
      const unknown = (await find('49999999', '10115')).body.data?.findOrderForReturn;
      expect(wrongZip).toEqual({ isError: true, errorMsg: 'vue.returns.error.orderNotFound', hash: null, orderId: null, salesOrderNo: null, orderDate: null, returnableUntil: null, items: [], previousReturns: [] });
      expect(unknown).toEqual(wrongZip);
    });

    it('offers no hygiene articles, and nothing of old orders', async () => {
      expect((await find('40010006', '10115')).body.data?.findOrderForReturn.items.map((i) => i.id)).toEqual(['10005-01', '10201-01']);
      const old = (await find('40010005', '10115')).body.data?.findOrderForReturn;
      expect(old).toMatchObject({ isError: false, orderId: '40010005', items: [] });
    });

    it('refuses over-long or empty arguments with BAD_USER_INPUT', async () => {
      for (const [orderId, zip] of [['40010008', '12345678901'], ['4'.repeat(65), '10115'], ['40010008', ''], ['', '10115']] as const) {
        const { body } = await find(orderId, zip);
        expect(body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('findOrderForReturnByHash', () => {
    it('finds the same return flow by the link’s hash', async () => {
      expect((await byHash(annaHash)).body.data?.findOrderForReturnByHash).toEqual((await find('40010008', '10115')).body.data?.findOrderForReturn);
    });

    it('answers not found for an unknown hash and BAD_USER_INPUT for a malformed one', async () => {
      expect((await byHash('0'.repeat(32))).body.data?.findOrderForReturnByHash).toMatchObject({ isError: true, errorMsg: 'vue.returns.error.orderNotFound', items: [] });
      expect((await byHash('not a hash!')).body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    });
  });

  describe('getAvailableRegulations', () => {
    it('offers refund first, a replacement first for faults, and no refund to schools', async () => {
      const plain = await regulations(annaHash, [{ id: '10401-02', quantity: 2, reason: 'NOT_AS_EXPECTED' }]);
      expect(plain).toMatchObject({ isError: false, errorMsg: null });
      expect(plain?.regulations.map((r) => [r.code, r.name])).toEqual([['REFUND', 'Erstattung'], ['CREDIT', 'Gutschrift'], ['EXCHANGE', 'Umtausch']]);
      const fault = await regulations(annaHash, [{ id: '10401-02', quantity: 1, reason: 'NOT_AS_EXPECTED' }, { id: '10210-01', quantity: 1, reason: 'DAMAGED' }]);
      expect(fault?.regulations[0]).toMatchObject({ code: 'REPLACEMENT', name: 'Ersatzlieferung', description: expect.any(String) });
      const school = await loginSchool(upstream);
      const schoolOrder = await upstream.gql<{ getOrderDetailsV2: { returnHash: string } }>(GET_ORDER, { orderId: '40020003' }, { jwt: school });
      const b2b = await regulations(schoolOrder.body.data?.getOrderDetailsV2.returnHash ?? '', [{ id: '10217-01', quantity: 6, reason: 'ORDERED_TOO_MANY' }]);
      expect(b2b?.regulations.map((r) => r.code)).toEqual(['CREDIT', 'EXCHANGE']);
    });

    it('answers isError for invalid selections', async () => {
      const cases: Array<[string, unknown[], string]> = [
        [annaHash, [], 'vue.returns.error.noItemsSelected'],
        [annaHash, [{ id: '10401-02', quantity: 3, reason: 'OTHER' }], 'vue.returns.error.quantityExceeded'],
        [annaHash, [{ id: '10401-01', quantity: 1, reason: 'OTHER' }], 'vue.returns.error.invalidSelection'],
        [annaHash, [{ id: '10401-02', quantity: 1, reason: 'BORED' }], 'vue.returns.error.invalidReason'],
        [await hashOf('40010006', '10115'), [{ id: '10221-01', quantity: 1, reason: 'OTHER' }], 'vue.returns.error.invalidSelection'],
        ['0'.repeat(32), [{ id: '10401-02', quantity: 1, reason: 'OTHER' }], 'vue.returns.error.orderNotFound'],
      ];
      for (const [hash, items, errorMsg] of cases) expect(await regulations(hash, items)).toEqual({ isError: true, errorMsg, regulations: [] });
    });
  });

  describe('getAvailableCarriers', () => {
    it('offers the carrier of the order’s shop first and nolabel last', async () => {
      const de = await carriers(annaHash, [{ id: '10401-02', quantity: 1, reason: 'OTHER' }], 'REFUND');
      expect(de).toEqual({
        isError: false,
        errorMsg: null,
        carriers: [
          { code: 'dhl', name: 'DHL Retoure', price: { amount: 0, stringValue: expect.stringMatching(/^0,00\s€$/) } },
          { code: 'nolabel', name: expect.any(String), price: { amount: 0, stringValue: expect.any(String) } },
        ],
      });
      const at = await carriers(await hashOf('40090001', '1060'), [{ id: '10507-01', quantity: 1, reason: 'OTHER' }], 'REFUND');
      expect(at?.carriers.map((c) => [c.code, c.price.amount])).toEqual([['dpd', 4.95], ['nolabel', 0]]);
      const ch = await carriers(await hashOf('40090002', '8001'), [{ id: '10511-02', quantity: 2, reason: 'OTHER' }], 'CREDIT');
      expect(ch?.carriers.map((c) => c.code)).toEqual(['swisspost', 'nolabel']);
    });

    it('offers only nolabel for bulky furniture', async () => {
      const kita = await hashOf('40090003', '50667');
      expect((await carriers(kita, [{ id: '10704-02', quantity: 2, reason: 'OTHER' }], 'REFUND'))?.carriers.map((c) => c.code)).toEqual(['nolabel']);
      expect((await carriers(kita, [{ id: '10706-01', quantity: 2, reason: 'OTHER' }], 'REFUND'))?.carriers.map((c) => c.code)).toEqual(['dhl', 'nolabel']);
    });

    it('answers isError for a regulation the selection does not allow, and for invalid selections', async () => {
      expect(await carriers(annaHash, [{ id: '10401-02', quantity: 1, reason: 'OTHER' }], 'REPLACEMENT')).toEqual({ isError: true, errorMsg: 'vue.returns.error.invalidRegulation', carriers: [] });
      expect(await carriers(annaHash, [{ id: '10401-02', quantity: 9, reason: 'OTHER' }], 'REFUND')).toMatchObject({ isError: true, errorMsg: 'vue.returns.error.quantityExceeded' });
    });
  });

  describe('with the global return switch off', () => {
    it('answers NOT_FOUND returns_disabled on every return operation and offers no return hash', async () => {
      const restore = useReturnSwitchSource(() => 'false');
      try {
        const calls: Array<[string, Record<string, unknown>]> = [
          [FIND_FOR_RETURN, { orderId: '40010008', zipCode: '10115' }],
          [FIND_BY_HASH, { hash: annaHash }],
          [REGULATIONS, { hash: annaHash, items: [{ id: '10401-02', quantity: 1, reason: 'OTHER' }] }],
          [CARRIERS, { hash: annaHash, returnOrder: { items: [{ id: '10401-02', quantity: 1, reason: 'OTHER' }], regulation: 'REFUND' } }],
          [SIGNATURE, { hash: annaHash }],
        ];
        for (const [query, variables] of calls) {
          const { body } = await upstream.gql(query, variables);
          expect(body.data).toBeNull();
          expect(body.errors?.[0]?.extensions).toEqual({ classification: 'NOT_FOUND', messageKey: 'ishop.api.error.returns_disabled' });
        }
        const anna = await loginAnna(upstream);
        const order = await upstream.gql<{ getOrderDetailsV2: { returnHash: string | null } }>(GET_ORDER, { orderId: '40010008' }, { jwt: anna });
        expect(order.body.data?.getOrderDetailsV2.returnHash).toBeNull();
        // Certificate uploads are no return operation.
        expect((await upstream.gql(SIGNATURE, { purpose: 'B2B_CERTIFICATE' })).body.errors).toBeUndefined();
      } finally {
        restore();
      }
      expect((await find('40010008', '10115')).body.data?.findOrderForReturn.isError).toBe(false);
    });
  });
});
