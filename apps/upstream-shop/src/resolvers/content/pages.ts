import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { parseShopUrl, redirectTarget, resolvePath } from '../../data/content/url-resolution.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { gridPageView } from './views/grid.js';
import { pageDetailsView } from './views/page-details.js';

const PAGE_ID = /^[a-z0-9-]{1,100}$/;

export const pageResolvers: Resolvers<UpstreamContext> = {
  Query: {
    getPageDetailsByUrl: (_parent, { url }, { stores, shop, language }) => {
      const parsed = parseShopUrl(url);
      if ('error' in parsed) throw badUserInput(parsed.error);
      return pageDetailsView(resolvePath(parsed, shop, stores.content, stores.catalogue, language), parsed, shop, stores.catalogue, language);
    },
    getRedirectByPath: (_parent, { path }, { stores }) => {
      // A path, not a URL: the same checks as getPageDetailsByUrl minus the absolute form.
      const parsed = path.startsWith('/') ? parseShopUrl(path) : { error: 'path must start with "/".' };
      if ('error' in parsed) throw badUserInput(parsed.error);
      const redirect = parsed.path === null ? undefined : stores.content.redirect(parsed.path);
      return redirect ? { redirectPath: redirectTarget(redirect.to, parsed.search), httpStatus: redirect.status } : null;
    },
    getGridByPageId: (_parent, { pageId }, { stores, shop, language }) => {
      if (!PAGE_ID.test(pageId)) throw badUserInput('pageId must be 1 to 100 characters of a-z, 0-9 and "-".');
      const page = stores.content.gridPage(pageId, shop, language);
      return page ? gridPageView(page, shop, stores.content, stores.catalogue, language) : null;
    },
  },
};
