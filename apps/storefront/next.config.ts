import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { WALL_HEADER, WALL_ROUTE } from '@/lib/site/b2b-wall';
import { STATIC_SECURITY_HEADERS } from '@/lib/site/security-headers';

const appDir = dirname(fileURLToPath(import.meta.url));

// Product images (/media/...) are proxied to the orchestrator by the route handler
// app/media/[...path]/route.ts rather than by a `rewrites()` entry: Next.js bakes rewrite
// destinations into the build output, while ORCHESTRATOR_URL is only known at start-up
// (npm start and the e2e tests choose the orchestrator's port when they start it).
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Spec §7: the browser's GraphQL endpoint is /api/shop/ with its slash, which Next.js would
  // redirect (308) to /api/shop. proxy.ts keeps that redirect for every other path.
  skipTrailingSlashRedirect: true,
  // npm workspaces: the lockfile and node_modules live at the repository root.
  turbopack: { root: join(appDir, '..', '..') },
  // The security headers without a nonce, also on what proxy.ts does not see (static assets,
  // /media, whose route sets its own sandboxing CSP, the icons); proxy.ts sets them with the CSP
  // on every page and route.
  // The B2B login wall (spec §2): proxy.ts marks a walled request with WALL_HEADER (a client's own
  // is dropped) and its 403; this rewrite serves the wall's route at the URL asked for, so the page
  // itself never renders. Here, not in proxy.ts: Next proxies a proxy's rewrite as an external URL
  // when it is bound to 127.0.0.1 (next start -H), losing the marked headers.
  async rewrites() {
    return { beforeFiles: [{ source: '/:path*', has: [{ type: 'header', key: WALL_HEADER }], destination: WALL_ROUTE }], afterFiles: [], fallback: [] };
  },
  async headers() {
    const all = Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [{ source: '/:path*', headers: all }];
  },
};

export default nextConfig;
