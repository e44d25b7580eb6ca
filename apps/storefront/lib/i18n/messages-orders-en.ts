/** English texts of the order history and the address book (issue 27: /myaccount/orders, order detail, /myaccount/addresses), spread into MESSAGES_EN. */
export const ORDERS_EN = {
} as const satisfies Readonly<Record<string, string>>;
