import { describe, expect, it } from '@jest/globals';
import { RecordGlanceViewDocument } from '@tafel/graphql-schema/storefront';
import { print } from 'graphql';
import { GLANCE_VIEW_OPERATION, GLANCE_VIEW_QUERY, isBot } from './glance-view-query';

describe('GLANCE_VIEW_QUERY', () => {
  it('is the RecordGlanceView document of the schema package, printed', () => {
    expect(GLANCE_VIEW_QUERY).toBe(print(RecordGlanceViewDocument));
    expect(GLANCE_VIEW_QUERY).toContain(`mutation ${GLANCE_VIEW_OPERATION}(`);
  });
});

describe('isBot', () => {
  it('tells crawlers from browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe(false);
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
