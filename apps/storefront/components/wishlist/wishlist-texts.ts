// The page's texts travel as props (already in the shop language, see wishlist-page.tsx): the
// client parts need no catalogue of their own. Templates keep their {placeholders}; fill() puts
// the values in.

export const WISHLIST_TEXT_NAMES = [
  'lists',
  'default',
  'empty',
  'create',
  'name',
  'rename',
  'save',
  'delete',
  'deleteQuestion',
  'lastRemovedQuestion',
  'keep',
  'article',
  'quantity',
  'total',
  'sum',
  'orderNumber',
  'outOfStock',
  'minimumOrder',
  // The MinimalOrderQuantityFlyout (components/common/minimum-order-flyout.tsx).
  'minimumOrderTitle',
  'minimumOrderText',
  'minimumOrderClose',
  'toCart',
  'allToCart',
  'remove',
  'chooseVariant',
  'variant',
  'deleted',
  'restore',
  'comments',
  'showAllComments',
  'comment',
  'addComment',
  'deleteComment',
  'replacement',
  'energyLabel',
  'close',
  'role',
  'share',
  'makeDefault',
  'shareEmail',
  'shareRole',
  'role.ADMIN',
  'role.EDITOR',
  'role.COMMENTATOR',
  // The list options and new-list dialogs (list-options.tsx).
  'role.CREATOR',
  'options',
  'optionsOf',
  'newList',
  'description',
  'invite',
  'inviteLink',
  'inviteHint',
  'copy',
  'copied',
  'members',
  'you',
  // The entry options dialog (spec §2 wishlistEntryOptions, entry-options.tsx).
  'entry.options',
  'entry.optionsTitle',
  'entry.lists',
  'entry.comments',
  'entry.configuration',
  'entry.remove',
  'entry.mode',
  'entry.move',
  'entry.copy',
  'entry.target',
  'entry.noTargets',
  'entry.full',
  'entry.movesComments',
  'entry.back',
  'entry.noComments',
] as const;

export type WishlistTextName = (typeof WISHLIST_TEXT_NAMES)[number] | 'quantityAboveMax' | 'quantityBelowMin';
export type WishlistTexts = Record<WishlistTextName, string>;

/** Puts params into a template's {name} placeholders. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
