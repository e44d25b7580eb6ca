// Server-side naming of the wishlist (the browser gets the text, not the key).

/** Spec §1: the B2B shop labels the wishlist as a notepad list, the B2C one as the Merkzettel. */
export function wishlistTitleKey(isB2b: boolean): 'ui.wishlist.titleB2b' | 'ui.wishlist.title' {
  return isB2b ? 'ui.wishlist.titleB2b' : 'ui.wishlist.title';
}
