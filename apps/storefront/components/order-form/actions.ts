'use server';

import { revalidatePath } from 'next/cache';
import { errorText } from '@/lib/cart/cart-result';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import { addOrderFormLines } from '@/lib/service/order-form-cart';
import { checkPostedRows, formFieldOf, postedRows, type OrderFormState } from '@/lib/service/order-form';
import { currentTranslator } from '@/lib/site/site';

/**
 * Adds every row of the order form to the cart in one go (a form post: it works before hydration
 * and without JavaScript). Rows are checked here for their shape and by the orchestrator for the
 * article and its limits; one bad row answers the errors per row and adds nothing.
 */
export async function addOrderFormAction(_previous: OrderFormState, form: FormData): Promise<OrderFormState> {
  const i18n = await currentTranslator();
  const rows = postedRows(form);
  const refused = (message: string, fieldErrors: Record<string, string> = {}): OrderFormState => ({ status: 'error', message, fieldErrors, articleCount: 0, rows, answer: Date.now() });
  if (rows.length === 0) return refused(i18n.message('ui.orderForm.noRows'));
  const { lines, problems } = checkPostedRows(rows);
  if (problems.length > 0) {
    const fieldErrors: Record<string, string> = {};
    for (const problem of problems) fieldErrors[problem.field] ??= i18n.message(problem.messageKey, problem.params);
    return refused(i18n.message('ui.orderForm.rowsInvalid'), fieldErrors);
  }
  try {
    const answer = await addOrderFormLines(lines);
    switch (answer.__typename) {
      case 'OrderFormAdded':
        // The header's badge and the mini cart show the new count.
        revalidatePath('/', 'layout');
        return {
          status: 'success',
          message: i18n.message(answer.articleCount === 1 ? 'ui.orderForm.added.one' : 'ui.orderForm.added.other', { count: answer.articleCount }),
          fieldErrors: {},
          articleCount: answer.articleCount,
          rows: [],
          answer: Date.now(),
        };
      case 'ValidationError': {
        const fieldErrors: Record<string, string> = {};
        for (const error of answer.fieldErrors) {
          const field = formFieldOf(error.field, rows);
          if (field) fieldErrors[field] ??= errorText({ messageKey: error.messageKey, errorCode: answer.errorCode }, i18n, error.params);
        }
        return refused(i18n.message('ui.orderForm.rowsInvalid'), fieldErrors);
      }
      default:
        return refused(errorText(answer, i18n));
    }
  } catch (error) {
    console.error('[storefront] order form failed', error);
    return refused(i18n.message(SOMETHING_WENT_WRONG_KEY));
  }
}
