/**
 * The lengths every form shares (fields.ts builds its rules on them). A module of its own without zod, so a form
 * can set its fields' `maxLength` without loading its checks (decision 035).
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  phoneDigitsMin: 7,
  phoneDigitsMax: 20,
  passwordMin: 8,
  passwordMax: 128,
  /** a password being checked (sign-in, current password) may be longer than a new one may be */
  passwordCheckMax: 1024,
  returnPath: 2000,
} as const;
