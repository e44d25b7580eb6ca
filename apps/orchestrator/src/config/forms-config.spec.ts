import { ConfigError, loadConfig } from './config.js';

const problemFor = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
};

describe('form limits config', () => {
  it('defaults to 10 forms per address an hour and reads both variables', () => {
    expect(loadConfig({}).forms).toEqual({ submissionsPerAddress: 10, windowMs: 3_600_000 });
    expect(loadConfig({ FORM_SUBMISSIONS_PER_ADDRESS: '3', FORM_WINDOW_S: '60' }).forms).toEqual({ submissionsPerAddress: 3, windowMs: 60_000 });
  });

  it('refuses values out of range, naming the variable', () => {
    expect(problemFor({ FORM_SUBMISSIONS_PER_ADDRESS: '0' })).toContain("FORM_SUBMISSIONS_PER_ADDRESS must be a whole number 1-1000000 (got '0')");
    expect(problemFor({ FORM_WINDOW_S: '86401' })).toContain("FORM_WINDOW_S must be a whole number of seconds 1-86400 (got '86401')");
    expect(problemFor({ FORM_WINDOW_S: '1.5' })).toContain('FORM_WINDOW_S');
  });
});
