'use client';

import { useI18n } from '../i18n/i18n-provider';
import type { MinimumOrderFlyoutTexts } from './minimum-order-flyout';

/**
 * The flyout's texts from the client scopes that carry the quantity rules (client-scopes.ts
 * QUANTITY_KEYS: product page, basket, order form). Pages that pass their texts as props
 * (wishlist, teaser lists) build them on the server instead.
 */
export function useMinimumOrderTexts(): MinimumOrderFlyoutTexts {
  const { t } = useI18n();
  return { title: t('ui.minimumOrder.title'), text: t('ui.minimumOrder.text', { limit: '{limit}' }), close: t('ui.minimumOrder.close') };
}
