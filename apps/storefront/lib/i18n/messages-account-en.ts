/** English texts of the account area's pages (issue 27: registration, password reset, contact data, password, customer number, deletion, header account entry, logout, security logout), spread into MESSAGES_EN. */
export const ACCOUNT_EN = {
} as const satisfies Readonly<Record<string, string>>;
