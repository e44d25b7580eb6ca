import { ORDER_FORM_PDF_EMPTY_PATH, ORDER_FORM_PDF_FAILED_PATH, pdfDisposition } from '@/lib/service/order-form';
import { orderFormPdf } from '@/lib/service/order-form-cart';

// The order form's PDF (upstream generatePdfForm) of the visitor's cart, as a download. The cart is
// the one of the visitor's HttpOnly session cookies only (no id in the URL, so no one else's cart).
// Without a cart, with an empty one, or when it cannot be made, the shopper goes back to the order
// form, which says why — never a bare error page in place of a download.

export const dynamic = 'force-dynamic';

// A relative Location keeps the shop's host, whatever the proxies in front call it.
const back = (location: string): Response => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

export async function GET(): Promise<Response> {
  let pdf: Awaited<ReturnType<typeof orderFormPdf>>;
  try {
    pdf = await orderFormPdf();
  } catch (error) {
    console.error('[storefront] order form PDF failed', error instanceof Error ? error.message : error);
    return back(ORDER_FORM_PDF_FAILED_PATH);
  }
  if (!pdf) return back(ORDER_FORM_PDF_EMPTY_PATH);
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
