import { badUserInput } from '../common/app-error.js';
import { inputExcerpt } from '../common/input-excerpt.js';
import { UNSAFE_URL_CHARS } from './content-urls.js';

/** Contract page(url): at most this many characters. */
export const MAX_PAGE_URL_LENGTH = 2048;
const PAGE_ID = /^[a-z0-9-]{1,100}$/;

/**
 * The url argument of page(url): a path starting with exactly one '/', at most 2048 characters,
 * with an optional query string (no fragment: browsers never send one); else BAD_USER_INPUT.
 */
export function parsePageUrl(url: unknown): string {
  if (typeof url !== 'string' || url.length === 0) throw badUserInput(`url must be a path starting with '/' (got ${inputExcerpt(url)})`);
  if (url.length > MAX_PAGE_URL_LENGTH) throw badUserInput(`url must be at most ${MAX_PAGE_URL_LENGTH} characters (got ${url.length})`);
  if (!url.startsWith('/') || url.startsWith('//')) throw badUserInput(`url must be a path starting with exactly one '/' (got ${inputExcerpt(url)})`);
  if (UNSAFE_URL_CHARS.test(url) || url.includes('#')) throw badUserInput(`url must be a path with an optional query string, without spaces, control characters, '\\' or '#' (got ${inputExcerpt(url)})`);
  return url;
}

/** The pageId argument of contentGrid: 1 to 100 characters of a-z, 0-9 and '-'; else BAD_USER_INPUT. */
export function parsePageId(pageId: unknown): string {
  if (typeof pageId === 'string' && PAGE_ID.test(pageId)) return pageId;
  throw badUserInput(`pageId must be 1-100 characters of a-z, 0-9 and '-' (got ${inputExcerpt(pageId)})`);
}
