// Paths the header links to (catalogue spec §2 "Links used in the catalogue area", with their
// slash), shared by the server-rendered header and its client islands.

export const BASKET_HREF = '/checkout/basket/';
export const ACCOUNT_HREF = '/myaccount/';
export const ADVICE_HREF = '/beratung/';
export const SAFE_SHOPPING_HREF = '/service/sicher-einkaufen/';
export const WISHLIST_HREF = '/myaccount/wishlist/';

/** The service contact the B2B pre-header teases (the same as the footer's service block). */
export const SERVICE_PHONE = { text: '0800 12345', href: 'tel:+4980012345' } as const;
export const SERVICE_EMAIL = 'service@tafel.example.de';
