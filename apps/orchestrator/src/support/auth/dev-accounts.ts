/**
 * Accounts seeded when NODE_ENV is not production and SUPPORT_ACCOUNTS is empty (README
 * "Support console"). Their passwords are public: they must never exist in production.
 */
export const DEV_STAFF_ACCOUNTS = [
  { email: 'support@tafel.example.de', name: 'Sabine Support', role: 'support', password: 'tafel-support' },
  { email: 'engineer@tafel.example.de', name: 'Emil Engineer', role: 'engineer', password: 'tafel-engineer' },
] as const;
