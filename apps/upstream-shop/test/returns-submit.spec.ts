import { useReturnSwitchSource } from '../src/data/returns/return-switch.js';
import { FIND_BY_HASH, FIND_FOR_RETURN, GET_ORDER, loginAnna, ORDERS_NOW, PNG_1X1, SIGNATURE, startOrdersUpstream, SUBMIT, UPLOAD, type ReturnOrderView } from './support/orders.js';
import type { Upstream } from './support/upstream.js';

type Signature = { getCurrentUploadSignature: { signature: string; expiresAt: string; maxBytes: number; allowedTypes: string[] } };
type Upload = { uploadReturnImage: { successful: boolean; imageId: string | null; errorMessage: string | null } };
type Submit = { submitReturnOrder: { isError: boolean; errorMsg: string | null; errorField: string | null; rma: string | null; labelUrl: string | null } };

const MINUTE = 60 * 1000;
const CONTACT = { salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt', email: 'anna.schmidt@example.de', phone: '+49 30 1234567' };

describe('return uploads and submission', () => {
  let upstream: Upstream;
  let clock = ORDERS_NOW;
  let hash: string;
  beforeAll(async () => {
    upstream = await startOrdersUpstream(() => clock);
    hash = (await upstream.gql<{ findOrderForReturn: ReturnOrderView }>(FIND_FOR_RETURN, { orderId: '40010008', zipCode: '10115' })).body.data?.findOrderForReturn.hash ?? '';
  });
  afterAll(() => upstream.close());
  afterEach(() => {
    clock = ORDERS_NOW;
  });

  const signature = async (variables: Record<string, unknown> = { hash }) => upstream.gql<Signature>(SIGNATURE, variables);
  const upload = async (variables: Record<string, unknown>) => (await upstream.gql<Upload>(UPLOAD, variables)).body.data?.uploadReturnImage;
  const submit = async (data: Record<string, unknown>) => (await upstream.gql<Submit>(SUBMIT, { data })).body.data?.submitReturnOrder;
  const flow = async (h: string = hash) => (await upstream.gql<{ findOrderForReturnByHash: ReturnOrderView }>(FIND_BY_HASH, { hash: h })).body.data?.findOrderForReturnByHash;
  const freshSignature = async () => (await signature()).body.data?.getCurrentUploadSignature.signature ?? '';
  const photo = async (sig: string, itemId = '10210-01', lineItemId = '3', h = hash) => upload({ file: PNG_1X1, signature: sig, hash: h, itemId, lineItemId });

  describe('getCurrentUploadSignature', () => {
    it('issues a 15-minute signature with the upload limits', async () => {
      const { body } = await signature();
      expect(body.data?.getCurrentUploadSignature).toEqual({
        signature: expect.stringMatching(/^return-image\.\d+\./),
        expiresAt: new Date(ORDERS_NOW + 15 * MINUTE).toISOString(),
        maxBytes: 5 * 1024 * 1024,
        allowedTypes: ['image/png', 'image/jpeg'],
      });
      expect((await signature({})).body.data?.getCurrentUploadSignature.maxBytes).toBe(5 * 1024 * 1024);
      expect((await signature({ purpose: 'B2B_CERTIFICATE' })).body.data?.getCurrentUploadSignature).toMatchObject({ signature: expect.stringMatching(/^b2b-certificate\./), allowedTypes: ['application/pdf', 'image/png', 'image/jpeg'] });
    });

    it('refuses an unknown hash (NOT_FOUND) and a malformed one (BAD_USER_INPUT)', async () => {
      expect((await signature({ hash: '0'.repeat(32) })).body.errors?.[0]?.extensions).toEqual({ classification: 'NOT_FOUND', messageKey: 'vue.returns.error.orderNotFound' });
      expect((await signature({ hash: 'x'.repeat(65) })).body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    });
  });

  describe('uploadReturnImage', () => {
    it('stores a PNG for a returnable line and answers its id', async () => {
      const result = await photo(await freshSignature());
      expect(result).toEqual({ successful: true, imageId: expect.any(String), errorMessage: null });
    });

    it('refuses missing, foreign and expired signatures', async () => {
      expect(await photo('')).toEqual({ successful: false, imageId: null, errorMessage: 'vue.upload.error.invalidSignature' });
      const certificate = (await signature({ purpose: 'B2B_CERTIFICATE' })).body.data?.getCurrentUploadSignature.signature ?? '';
      expect((await photo(certificate))?.errorMessage).toBe('vue.upload.error.invalidSignature');
      const sig = await freshSignature();
      clock = ORDERS_NOW + 15 * MINUTE;
      expect((await photo(sig))?.errorMessage).toBe('vue.upload.error.invalidSignature');
    });

    it('refuses files that are no PNG or JPEG, other lines and unknown orders', async () => {
      const sig = await freshSignature();
      expect(await upload({ file: Buffer.from('%PDF-1.7 fake').toString('base64'), signature: sig, hash, itemId: '10210-01', lineItemId: '3' })).toMatchObject({ successful: false, errorMessage: 'vue.upload.error.invalidFile' });
      expect(await upload({ file: 'no base64 at all', signature: sig, hash, itemId: '10210-01', lineItemId: '3' })).toMatchObject({ errorMessage: 'vue.upload.error.invalidFile' });
      expect((await photo(sig, '10210-01', '1'))?.errorMessage).toBe('vue.returns.error.invalidSelection');
      expect((await photo(sig, '10210-01', 'drei'))?.errorMessage).toBe('vue.returns.error.invalidSelection');
      expect((await photo(sig, '10210-01', '3', '0'.repeat(32)))?.errorMessage).toBe('vue.returns.error.orderNotFound');
    });

    it('keeps at most 20 photos per return', async () => {
      const at = (await upstream.gql<{ findOrderForReturn: ReturnOrderView }>(FIND_FOR_RETURN, { orderId: '40090001', zipCode: '1060' })).body.data?.findOrderForReturn.hash ?? '';
      const sig = await freshSignature();
      for (let i = 0; i < 20; i++) expect((await photo(sig, '10507-01', '2', at))?.successful).toBe(true);
      expect(await photo(sig, '10507-01', '2', at)).toEqual({ successful: false, imageId: null, errorMessage: 'vue.upload.error.tooManyFiles' });
    });
  });

  describe('submitReturnOrder', () => {
    let imageId: string;
    const data = () => ({
      hash,
      orderId: '40010008',
      salesOrderNo: 'VA-700631',
      regulation: 'REPLACEMENT',
      items: [
        { id: '10210-01', lineNo: 3, quantity: 1, reason: 'DAMAGED', additionalInfo: 'Deckel gebrochen', images: [imageId], components: ['Deckel'] },
        { id: '10401-02', lineNo: 2, quantity: 2, reason: 'ORDERED_TOO_MANY' },
      ],
      carrier: 'dhl',
      labels: 2,
      contact: CONTACT,
    });
    beforeAll(async () => {
      imageId = (await photo(await freshSignature()))?.imageId ?? '';
    });

    it('refuses invalid returns with the field to blame and changes nothing', async () => {
      const before = await flow();
      const cases: Array<[(d: ReturnType<typeof data>) => unknown, string, string]> = [
        [(d) => (d.items[0]!.additionalInfo = ''), 'vue.returns.error.commentRequired', 'items.0.additionalInfo'],
        [(d) => (d.items[0]!.images = []), 'vue.returns.error.imageRequired', 'items.0.images'],
        [(d) => (d.items[0]!.images = ['someone-elses-image']), 'vue.returns.error.invalidImage', 'items.0.images'],
        [(d) => (d.items[1]!.quantity = 3), 'vue.returns.error.quantityExceeded', 'items.1.quantity'],
        [(d) => (d.regulation = 'REFUND_TWICE'), 'vue.returns.error.invalidRegulation', 'regulation'],
        [(d) => (d.carrier = 'dpd'), 'vue.returns.error.invalidCarrier', 'carrier'],
        [(d) => (d.labels = 11), 'vue.returns.error.invalidLabels', 'labels'],
        [(d) => (d.contact = { ...CONTACT, email: 'anna.schmidt@example' }), 'vue.form.error.email.incorrect', 'contact.email'],
        [(d) => (d.salesOrderNo = 'VA-000000'), 'vue.returns.error.orderNotFound', 'orderId'],
        [(d) => (d.hash = '0'.repeat(32)), 'vue.returns.error.orderNotFound', 'hash'],
      ];
      for (const [change, errorMsg, errorField] of cases) {
        const payload = data();
        change(payload);
        expect(await submit(payload)).toEqual({ isError: true, errorMsg, errorField, rma: null, labelUrl: null });
      }
      expect(await flow()).toEqual(before);
    });

    it('records a valid return: quantities drop, the order shows it, previous returns list it', async () => {
      const result = await submit(data());
      expect(result).toEqual({ isError: false, errorMsg: null, errorField: null, rma: 'R40010008-2', labelUrl: expect.stringMatching(/^https:\/\/.+R40010008-2\.pdf$/) });
      const after = await flow();
      expect(after?.items.map((i) => [i.id, i.returnableQuantity])).toEqual([['10008-01', 1]]);
      expect(after?.previousReturns[1]).toMatchObject({
        rma: 'R40010008-2',
        placedDate: new Date(ORDERS_NOW).toISOString(),
        carrier: 'DHL Retoure',
        regulation: 'Ersatzlieferung',
        items: [{ id: '10210-01', lineNo: 3, quantity: 1, reason: 'Artikel beschädigt angekommen' }, { id: '10401-02', lineNo: 2, quantity: 2, reason: 'Zu viel bestellt' }],
      });
      const anna = await loginAnna(upstream);
      const order = await upstream.gql<{ getOrderDetailsV2: { shipments: Array<{ items: Array<{ lineNo: number; returnedQuantity: number; isAlreadyReturned: boolean; isReturnable: boolean }> }> } }>(GET_ORDER, { orderId: '40010008' }, { jwt: anna });
      expect(order.body.data?.getOrderDetailsV2.shipments[0]?.items.map((i) => [i.lineNo, i.returnedQuantity, i.isAlreadyReturned, i.isReturnable])).toEqual([
        [1, 0, false, true],
        [2, 3, true, false],
        [3, 1, true, false],
      ]);
    });

    it('answers the first result again for the same payload, without a second return', async () => {
      expect(await submit(data())).toMatchObject({ isError: false, rma: 'R40010008-2' });
      expect((await flow())?.previousReturns).toHaveLength(2);
      expect(await submit({ ...data(), labels: 1 })).toMatchObject({ isError: true, errorMsg: 'vue.returns.error.invalidSelection', errorField: 'items.0.id' });
    });

    it('sends no carrier and no label when the label count is 0 (spec §5)', async () => {
      const result = await submit({ ...data(), regulation: 'REFUND', items: [{ id: '10008-01', lineNo: 1, quantity: 1, reason: 'NOT_AS_EXPECTED' }], labels: 0 });
      expect(result).toEqual({ isError: false, errorMsg: null, errorField: null, rma: 'R40010008-3', labelUrl: null });
      expect((await flow())?.previousReturns[2]).toMatchObject({ carrier: null, regulation: 'Erstattung' });
      expect((await flow())?.items).toEqual([]);
    });

    it('is refused with NOT_FOUND while returns are switched off', async () => {
      const restore = useReturnSwitchSource(() => null);
      try {
        for (const [query, variables] of [[SUBMIT, { data: data() }], [UPLOAD, { file: PNG_1X1, signature: 'x', hash, itemId: '10210-01', lineItemId: '3' }]] as const) {
          const { body } = await upstream.gql(query, variables);
          expect(body.errors?.[0]?.extensions).toEqual({ classification: 'NOT_FOUND', messageKey: 'ishop.api.error.returns_disabled' });
        }
      } finally {
        restore();
      }
    });
  });
});
