/** German texts of the order history and the address book (issue 27: /myaccount/orders, order detail, /myaccount/addresses), spread into MESSAGES_DE. */
export const ORDERS_DE = {
} as const satisfies Readonly<Record<string, string>>;
