import { line } from '../../../test/support/checkout-lines.js';
import { orderFormFileName, orderFormPages } from './order-form.js';
import { buildPdf, pdfString } from './pdf.js';

/** Checks that every xref entry points at its "n 0 obj" (what PDF readers rely on). */
function xrefIsValid(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  const table = text.slice(start).split('\n');
  const count = Number(table[1]?.split(' ')[1]);
  for (let n = 1; n < count; n++) {
    const offset = Number(table[2 + n]?.slice(0, 10));
    if (!text.startsWith(`${n} 0 obj`, offset)) return false;
  }
  return text.startsWith('xref', start);
}

describe('pdfString', () => {
  it('escapes PDF syntax and encodes umlauts and the euro sign for WinAnsi', () => {
    expect(pdfString('a(b)\\c')).toBe('(a\\(b\\)\\\\c)');
    expect(pdfString('Größe 3,49\u00a0€')).toBe('(Gr\\366\\337e 3,49 \\200)');
    expect(pdfString('✓')).toBe('(?)');
  });
});

describe('buildPdf', () => {
  it('writes a PDF with a valid cross-reference table', () => {
    const pdf = buildPdf([[{ x: 50, y: 800, text: 'Hallo' }], [{ x: 50, y: 800, text: 'Seite 2', bold: true }]]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Count 2');
    expect(xrefIsValid(pdf)).toBe(true);
  });
});

describe('orderFormPages', () => {
  const input = (count: number) => ({
    cartId: 'cart-1',
    printedAt: '2025-01-31T10:00:00.000Z',
    lines: Array.from({ length: count }, (_, i) => line({ positionId: `p${i}`, name: `Artikel ${i}` })),
    shippingCents: 495,
    shipperName: 'DHL',
    orderReference: 'Klasse 3b',
  });

  it('prints header, positions, totals and page numbers', () => {
    const pages = orderFormPages(input(2));
    const texts = pages.flat().map((t) => t.text);
    expect(pages).toHaveLength(1);
    expect(texts).toEqual(expect.arrayContaining(['Tafel – Bestellformular', 'Datum: 31.01.2025', 'Bestellzeichen: Klasse 3b', 'Artikel 1', 'Versand (DHL)', 'Seite 1 von 1']));
    expect(orderFormFileName('2025-01-31T10:00:00.000Z')).toBe('Bestellformular-2025-01-31.pdf');
  });

  it('continues long carts on further pages', () => {
    const pages = orderFormPages(input(120));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flat().filter((t) => t.text.startsWith('Artikel '))).toHaveLength(120);
    expect(pages.flat().every((t) => t.y >= 30)).toBe(true);
    expect(xrefIsValid(buildPdf(pages))).toBe(true);
  });
});
