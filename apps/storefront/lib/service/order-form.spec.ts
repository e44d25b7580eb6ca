import { describe, expect, it } from '@jest/globals';
import { OrderFormLookupDocument } from '@tafel/graphql-schema/storefront';
import { print } from 'graphql';
import { checkPostedRows, clampQuantity, formFieldOf, ORDER_FORM_LOOKUP_QUERY, pdfDisposition, postedRows, rowLimits } from './order-form';

const form = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('ORDER_FORM_LOOKUP_QUERY', () => {
  it('is the OrderFormLookup document of the schema package, printed', () => {
    expect(ORDER_FORM_LOOKUP_QUERY).toBe(print(OrderFormLookupDocument));
  });
});

describe('clampQuantity (spec §5)', () => {
  const limits = { min: 5, max: 20 };

  it('clamps a quantity above the maximum while typing and names the limit', () => {
    expect(clampQuantity('25', limits, false)).toEqual({ value: '20', signal: { messageKey: 'vue.buybox.text.quantity.error', limit: 20 } });
  });

  it('clamps below the minimum only when the shopper leaves the field', () => {
    expect(clampQuantity('1', limits, false)).toEqual({ value: '1', signal: null });
    expect(clampQuantity('1', limits, true)).toEqual({ value: '5', signal: { messageKey: 'vue.pdp.minQuantity', limit: 5 } });
  });

  it('leaves quantities within the limits and half-typed text alone', () => {
    expect(clampQuantity('12', limits, true)).toEqual({ value: '12', signal: null });
    expect(clampQuantity('', limits, true)).toEqual({ value: '', signal: null });
    expect(clampQuantity('1,5', limits, true)).toEqual({ value: '1,5', signal: null });
  });
});

describe('rowLimits', () => {
  it("takes the article's minimum and maximum, else 1 and 9999", () => {
    expect(rowLimits({ minimumOrderQuantity: 3, maxQuantity: 20 })).toEqual({ min: 3, max: 20 });
    expect(rowLimits({ minimumOrderQuantity: 1, maxQuantity: null })).toEqual({ min: 1, max: 9999 });
    expect(rowLimits(null)).toEqual({ min: 1, max: 9999 });
  });
});

describe('postedRows and checkPostedRows', () => {
  it('reads the rows with a number, keeping their positions, and drops blank ones', () => {
    const rows = postedRows(form({ 'orderNumber.0': ' 501.485 ', 'quantity.0': '2', 'orderNumber.1': '  ', 'quantity.1': '1', 'orderNumber.3': '451.898', 'quantity.3': '' }));
    expect(rows).toEqual([
      { index: 0, orderNumber: '501.485', quantity: '2' },
      { index: 3, orderNumber: '451.898', quantity: '' },
    ]);
    expect(checkPostedRows(rows)).toEqual({
      lines: [
        { orderNumber: '501.485', quantity: 2 },
        { orderNumber: '451.898', quantity: Number.NaN },
      ],
      problems: [{ field: 'quantity.3', messageKey: 'tafel.quantity.notAWholeNumber' }],
    });
  });

  it('names malformed numbers and quantities outside 1…9999 at their row', () => {
    const { problems } = checkPostedRows([
      { index: 0, orderNumber: '50 1', quantity: '0' },
      { index: 2, orderNumber: '501.485', quantity: '10000' },
    ]);
    expect(problems).toEqual([
      { field: 'orderNumber.0', messageKey: 'tafel.orderForm.invalidNumber' },
      { field: 'quantity.0', messageKey: 'vue.pdp.minQuantity', params: { limit: '1' } },
      { field: 'quantity.2', messageKey: 'vue.buybox.text.quantity.error', params: { limit: '9999' } },
    ]);
  });

  it('maps the orchestrator’s line fields back to the form’s rows', () => {
    const rows = [
      { index: 0, orderNumber: 'a', quantity: '1' },
      { index: 4, orderNumber: 'b', quantity: '1' },
    ];
    expect(formFieldOf('lines.1.orderNumber', rows)).toBe('orderNumber.4');
    expect(formFieldOf('lines.0.quantity', rows)).toBe('quantity.0');
    expect(formFieldOf('lines.2.quantity', rows)).toBeNull();
    expect(formFieldOf('cartId', rows)).toBeNull();
  });
});

describe('pdfDisposition', () => {
  it('names the file as an attachment, quoting nothing unsafe', () => {
    expect(pdfDisposition('Bestellformular-2026-11-27.pdf')).toBe('attachment; filename="Bestellformular-2026-11-27.pdf"');
    expect(pdfDisposition('a"b\r\nc.pdf')).toBe('attachment; filename="a_b__c.pdf"');
  });

  it('never names a hidden file or another type, and falls back to the default name', () => {
    expect(pdfDisposition('../../etc/passwd')).toBe('attachment; filename="_.._etc_passwd.pdf"');
    expect(pdfDisposition('.bashrc')).toBe('attachment; filename="bashrc.pdf"');
    expect(pdfDisposition('Bestellformular.PDF')).toBe('attachment; filename="Bestellformular.pdf"');
    expect(pdfDisposition('')).toBe('attachment; filename="Bestellformular.pdf"');
    expect(pdfDisposition('...')).toBe('attachment; filename="Bestellformular.pdf"');
    expect(pdfDisposition('x'.repeat(300))).toBe(`attachment; filename="${'x'.repeat(96)}.pdf"`);
  });
});
