import { config } from '@/lib/site/config';

// Product images are served by the orchestrator (which fetches them from the upstream shop).
// Proxied here at request time because ORCHESTRATOR_URL is only known at start-up.

const SEGMENT = /^[\w.-]+$/;
const PASS_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'] as const;

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  if (path.length === 0 || path.some((segment) => !SEGMENT.test(segment) || segment === '..' || segment === '.')) {
    return new Response('Not found', { status: 404 });
  }
  const upstreamUrl = `${config().orchestratorUrl}/media/${path.join('/')}`;
  let upstream: Response;
  try {
    upstream = await fetch(upstreamUrl, {
      headers: { accept: request.headers.get('accept') ?? '*/*' },
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return new Response('Image not available', { status: 502 });
  }
  const headers = new Headers();
  for (const name of PASS_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('cache-control') && upstream.ok) headers.set('cache-control', 'public, max-age=3600');
  // SVGs opened directly must not run scripts in the shop's origin.
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  headers.set('x-content-type-options', 'nosniff');
  return new Response(upstream.body, { status: upstream.status, headers });
}
