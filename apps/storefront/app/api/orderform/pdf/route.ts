import { ORDER_FORM_PDF_EMPTY_PATH, pdfDisposition } from '@/lib/service/order-form';
import { orderFormPdf } from '@/lib/service/order-form-cart';

// The order form's PDF (upstream generatePdfForm) of the visitor's cart, as a download. Without a
// cart, or with an empty one, the shopper goes back to the order form, which says why.

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const pdf = await orderFormPdf();
  // A relative Location keeps the shop's host, whatever the proxies in front call it.
  if (!pdf) return new Response(null, { status: 303, headers: { location: ORDER_FORM_PDF_EMPTY_PATH, 'cache-control': 'no-store' } });
  return new Response(new Uint8Array(pdf.content), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': pdfDisposition(pdf.fileName),
      'content-length': String(pdf.content.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
