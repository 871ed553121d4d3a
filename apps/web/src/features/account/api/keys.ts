// Keys only the account area reads; orders, addresses and the session are shared (api/query-keys.ts).
export const accountKeys = {
  profile: () => ['account', 'profile'] as const,
  emailPreferences: () => ['account', 'email-preferences'] as const,
  swaps: () => ['account', 'arisan-swaps'] as const,
};
