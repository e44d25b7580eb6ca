import type { OrderFormArticle } from '@tafel/graphql-schema/orchestrator-resolvers';
import { checkRowsShape, lookupNumbers, planOrderForm, productTarget } from './order-form-rules.js';

const found = (orderNumber: string, itemId: string, limits: { min?: number; max?: number } = {}): OrderFormArticle => ({
  orderNumber,
  status: 'FOUND',
  itemId,
  productId: itemId.split('-')[0],
  minimumOrderQuantity: limits.min ?? 1,
  maxQuantity: limits.max ?? 9999,
});

describe('lookupNumbers', () => {
  it('trims the numbers and keeps their order', () => {
    expect(lookupNumbers([' 501.485 ', 'ab-12'])).toEqual(['501.485', 'ab-12']);
  });

  it.each([[[]], [Array.from({ length: 31 }, () => '501.485')], [['']], [['   ']], [['501 485']], [['x'.repeat(21)]], [['<b>']]])('refuses %j', (numbers) => {
    expect(() => lookupNumbers(numbers)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
  });
});

describe('productTarget', () => {
  it('reads product and item of a product redirect', () => {
    expect(productTarget('/prod/10401?varid=10401-02')).toEqual({ productId: '10401', itemId: '10401-02' });
    expect(productTarget('/prod/10351')).toEqual({ productId: '10351', itemId: null });
  });

  it('ignores anything but a product', () => {
    for (const path of [null, undefined, '', '/cat/900/', '/prod/', '/prod/1?x=2', 'https://evil.example/prod/1']) expect(productTarget(path)).toBeNull();
  });
});

describe('checkRowsShape', () => {
  it('names the rows whose number or quantity is malformed', () => {
    const { numbers, fieldErrors } = checkRowsShape([
      { orderNumber: '501.485', quantity: 2 },
      { orderNumber: '  ', quantity: 1 },
      { orderNumber: 'a b', quantity: 0 },
      { orderNumber: '601.548', quantity: 10000 },
    ]);
    expect(numbers).toEqual(['501.485', null, null, '601.548']);
    expect(fieldErrors.map((error) => [error.field, error.messageKey])).toEqual([
      ['lines.1.orderNumber', 'vue.form.error.requiredField'],
      ['lines.2.orderNumber', 'tafel.orderForm.invalidNumber'],
      ['lines.2.quantity', 'vue.pdp.minQuantity'],
      ['lines.3.quantity', 'vue.buybox.text.quantity.error'],
    ]);
  });

  it('leaves the number of rows to the caller', () => {
    expect(() => checkRowsShape([])).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
    expect(() => checkRowsShape(Array.from({ length: 31 }, () => ({ orderNumber: '1', quantity: 1 })))).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
  });
});

describe('planOrderForm', () => {
  it('adds every row, the same article once with the sum', () => {
    const plan = planOrderForm(
      [
        { orderNumber: '501.485', quantity: 2 },
        { orderNumber: '601.548', quantity: 3 },
        { orderNumber: '501485', quantity: 4 },
      ],
      [found('501.485', '10401-02'), found('601.548', '10501-01', { max: 20 }), found('501485', '10401-02')],
    );
    expect(plan).toEqual({
      ok: true,
      articleCount: 9,
      additions: [
        { itemId: '10401-02', quantity: 6, rows: [0, 2], limits: { minimumOrderQuantity: 1, maxQuantity: 9999 } },
        { itemId: '10501-01', quantity: 3, rows: [1], limits: { minimumOrderQuantity: 1, maxQuantity: 20 } },
      ],
    });
  });

  it('refuses all rows when one article is unknown or cannot be bought', () => {
    const plan = planOrderForm(
      [
        { orderNumber: '501.485', quantity: 1 },
        { orderNumber: '999.999', quantity: 1 },
        { orderNumber: '601.585', quantity: 1 },
      ],
      [found('501.485', '10401-02'), { orderNumber: '999.999', status: 'NOT_FOUND' }, { ...found('601.585', '10501-02'), status: 'NOT_SALEABLE' }],
    );
    expect(plan).toEqual({
      ok: false,
      fieldErrors: [
        expect.objectContaining({ field: 'lines.1.orderNumber', messageKey: 'tafel.orderForm.articleNotFound' }),
        expect.objectContaining({ field: 'lines.2.orderNumber', messageKey: 'tafel.orderForm.articleNotSaleable' }),
      ],
    });
  });

  it("checks the summed quantity against the article's maximum and minimum", () => {
    const overMax = planOrderForm(
      [
        { orderNumber: '601.548', quantity: 15 },
        { orderNumber: '601.548', quantity: 6 },
      ],
      [found('601.548', '10501-01', { max: 20 }), found('601.548', '10501-01', { max: 20 })],
    );
    expect(overMax).toEqual({
      ok: false,
      fieldErrors: [
        expect.objectContaining({ field: 'lines.0.quantity', messageKey: 'vue.buybox.text.quantity.error', params: [{ name: 'limit', value: '20' }] }),
        expect.objectContaining({ field: 'lines.1.quantity', messageKey: 'vue.buybox.text.quantity.error' }),
      ],
    });
    const belowMin = planOrderForm([{ orderNumber: '1', quantity: 2 }], [found('1', '1-01', { min: 5 })]);
    expect(belowMin).toEqual({ ok: false, fieldErrors: [expect.objectContaining({ field: 'lines.0.quantity', messageKey: 'vue.pdp.minQuantity', params: [{ name: 'limit', value: '5' }] })] });
  });
});
