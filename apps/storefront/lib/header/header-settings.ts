import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { HeaderSettingsDocument } from '@tafel/graphql-schema/storefront';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';

/** The shop's parameters are CMS data: the header may reuse them this long (seconds), per shop. */
export const HEADER_SETTINGS_REVALIDATE_SECONDS = 60;

/**
 * Whether the header shows its selling-point strip (shopSettings.sellingPointsEnabled, catalogue
 * spec §2). Asked without the visitor's session (not personal), so Next.js shares the answer per
 * shop. Off when the orchestrator cannot tell: the strip is an extra, no page fails for it.
 */
export const sellingPointsEnabled = cache(async (): Promise<boolean> => {
  try {
    const data = await orchestratorRequest(HeaderSettingsDocument, {}, { revalidate: HEADER_SETTINGS_REVALIDATE_SECONDS });
    return data.shopSettings.sellingPointsEnabled;
  } catch (error) {
    unstable_rethrow(error);
    console.warn('[storefront] header: shop settings not available', error instanceof Error ? error.message : error);
    return false;
  }
});
