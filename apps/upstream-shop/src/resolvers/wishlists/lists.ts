import type { MutationResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { DESCRIPTION_MAX_LENGTH, MAX_LISTS_PER_CUSTOMER, NAME_MAX_LENGTH, textError, type WishlistFieldErrorRecord } from '../../data/wishlists/wishlist-input.js';
import type { WishlistRecord } from '../../data/wishlists/wishlist-types.js';
import type { UpstreamContext } from '../context.js';
import { accountCaller, isoNow } from './caller.js';
import { accessList, invalid, refused, succeeded, WISHLIST_KEYS } from './results.js';

/** Name rules: 1 to 60 characters, unique (ignoring case) among the lists the customer sees. */
function nameError(context: UpstreamContext, customerId: string, name: string, except: string | null): WishlistFieldErrorRecord | null {
  const problem = textError('name', name, { required: true, max: NAME_MAX_LENGTH });
  if (problem) return problem;
  const wanted = name.trim().toLowerCase();
  const taken = context.stores.wishlists.listsOf(customerId).some((l) => l.externalId !== except && l.name.trim().toLowerCase() === wanted);
  return taken ? { fieldName: 'name', errorMessage: WISHLIST_KEYS.nameNotUnique, formName: null } : null;
}

const descriptionOf = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export const listMutations: Pick<
  MutationResolvers<UpstreamContext>,
  'createWishlist' | 'renameWishlist' | 'deleteWishlist' | 'changeWishlistDescription' | 'setDefaultWishlist'
> = {
  createWishlist: (_parent, { name, description }, context) => {
    const caller = accountCaller(context);
    const store = context.stores.wishlists;
    const problems = [nameError(context, caller.customerId, name, null), textError('description', description ?? '', { required: false, max: DESCRIPTION_MAX_LENGTH })].filter(
      (p): p is WishlistFieldErrorRecord => p !== null,
    );
    if (problems.length > 0) return invalid(context, caller, problems);
    if (store.ownListsOf(caller.customerId).length >= MAX_LISTS_PER_CUSTOMER) return refused(context, caller, WISHLIST_KEYS.tooManyLists);
    const list: WishlistRecord = {
      externalId: `wl-${context.newId()}`,
      kind: 'account',
      visitorUserId: null,
      name: name.trim(),
      description: descriptionOf(description ?? ''),
      isStandardList: false,
      createdAt: isoNow(context),
      members: [{ customerId: caller.customerId, role: 'CREATOR' }],
      entries: [],
      comments: [],
    };
    store.save(list);
    // A customer's first list is where their adds go until they pick another.
    const current = store.defaultOf(caller.customerId);
    if (current === undefined || !store.get(current)) store.setDefault(caller.customerId, list.externalId);
    return succeeded(context, caller, list, WISHLIST_KEYS.saved);
  },

  renameWishlist: (_parent, { externalId, name }, context) => {
    const caller = accountCaller(context);
    const access = accessList(context, caller, externalId, 'manage');
    if (!access.ok) return refused(context, caller, access.errorMessage, access.list);
    if (access.list.isStandardList) return refused(context, caller, WISHLIST_KEYS.standardListLocked, access.list);
    const problem = nameError(context, caller.customerId, name, externalId);
    if (problem) return invalid(context, caller, [problem], access.list);
    return succeeded(context, caller, context.stores.wishlists.save({ ...access.list, name: name.trim() }), WISHLIST_KEYS.saved);
  },

  deleteWishlist: (_parent, { externalId }, context) => {
    const caller = accountCaller(context);
    const store = context.stores.wishlists;
    const access = accessList(context, caller, externalId, 'manage');
    if (!access.ok) return refused(context, caller, access.errorMessage, access.list);
    if (access.list.isStandardList) return refused(context, caller, WISHLIST_KEYS.standardListLocked, access.list);
    if (store.defaultOf(caller.customerId) === externalId) return refused(context, caller, WISHLIST_KEYS.defaultListNotDeletable, access.list);
    store.remove(externalId);
    return succeeded(context, caller, null, WISHLIST_KEYS.saved);
  },

  changeWishlistDescription: (_parent, { externalId, description }, context) => {
    const caller = accountCaller(context);
    const access = accessList(context, caller, externalId, 'manage');
    if (!access.ok) return refused(context, caller, access.errorMessage, access.list);
    const problem = textError('description', description, { required: false, max: DESCRIPTION_MAX_LENGTH });
    if (problem) return invalid(context, caller, [problem], access.list);
    return succeeded(context, caller, context.stores.wishlists.save({ ...access.list, description: descriptionOf(description) }), WISHLIST_KEYS.saved);
  },

  setDefaultWishlist: (_parent, { externalId }, context) => {
    const caller = accountCaller(context);
    const access = accessList(context, caller, externalId, 'editEntries');
    if (!access.ok) return refused(context, caller, access.errorMessage, access.list);
    context.stores.wishlists.setDefault(caller.customerId, externalId);
    return succeeded(context, caller, access.list, WISHLIST_KEYS.saved);
  },
};
