import { isShopId } from '@tafel/domain';
import { sameText } from '../../common/same-text.js';
import { isSite, type Site } from '../../common/site.js';
import { WorkflowKindError } from '../../workflow/workflow-records.js';

/** Name of the lightning reservation workflows in the store (and support's URL segment). */
export const LIGHTNING_KIND = 'lightning';

/** Facts kept beside a reservation's snapshot (workflow meta). */
export interface LightningMeta {
  /** The cart's owner (X-iSHOP-API-USERID): only it may read or drive the reservation. */
  owner: string;
  /** The cart whose reservation this is (also in the workflow id). */
  cartId: string;
  /** The storefront variant whose shop prices the cart. */
  site: Site;
  createdAt: string;
}

/** Who drives a reservation: the cart's owner, the system (expiry job, checkout, order placed), or support. */
export type LightningPrincipal = { visitor: string } | { system: true } | { support: string };

/** The visitor must own the cart; the system and support may drive any reservation. */
export function mayAccessLightning(meta: LightningMeta, principal: LightningPrincipal): boolean {
  if (typeof principal !== 'object' || principal === null) return false;
  if ('visitor' in principal) return typeof principal.visitor === 'string' && sameText(meta.owner, principal.visitor);
  return ('system' in principal && principal.system === true) || ('support' in principal && typeof principal.support === 'string' && principal.support !== '');
}

/** The meta of a stored reservation; one without a valid owner, cart or site is corrupt. */
export function lightningMetaOf(stored: Readonly<Record<string, string>>, workflowId: string, updatedAt: string): LightningMeta {
  const { owner, cartId, site, createdAt } = stored;
  if (!owner || !isShopId(owner) || !cartId || !isShopId(cartId)) throw new WorkflowKindError(workflowId, 'has no valid owner or cart');
  if (!site || !isSite(site)) throw new WorkflowKindError(workflowId, `has an unknown site '${String(site).slice(0, 20)}'`);
  return { owner, cartId, site, createdAt: createdAt ?? updatedAt };
}

export function storedLightningMeta(meta: LightningMeta): Record<string, string> {
  return { owner: meta.owner, cartId: meta.cartId, site: meta.site, createdAt: meta.createdAt };
}
