// The wishlists' front door (issue 29): the module the app mounts. Everything else is its own.
export { WishlistModule } from './wishlist.module.js';
