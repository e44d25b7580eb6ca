import { envReader } from './env-reader.js';

/** The forms a stranger can post (issue 28: newsletter sign-up and sign-off, shop forms, rating). */
export interface FormsConfig {
  /** Forms one client address may send per window; more answer FormRateLimitedError. */
  readonly submissionsPerAddress: number;
  /** Length of the window (fixed, started by the first form). */
  readonly windowMs: number;
}

export const FORMS_CONFIG_DEFAULTS = {
  FORM_SUBMISSIONS_PER_ADDRESS: '10',
  FORM_WINDOW_S: '3600',
} as const;

/** Reads the form limits; problems go to `problems` like every other variable's. */
export function loadFormsConfig(env: Record<string, string | undefined>, problems: string[]): FormsConfig {
  const { integer } = envReader(env, FORMS_CONFIG_DEFAULTS, problems);
  return Object.freeze({
    submissionsPerAddress: integer('FORM_SUBMISSIONS_PER_ADDRESS', 1, 1_000_000, 'a whole number 1-1000000'),
    windowMs: integer('FORM_WINDOW_S', 1, 86_400, 'a whole number of seconds 1-86400') * 1000,
  });
}
