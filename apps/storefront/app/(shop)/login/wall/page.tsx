import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { LoginWall } from '@/components/account/login-wall';
import { WALL_HEADER, wallReasonOf } from '@/lib/site/b2b-wall';
import { currentTranslator } from '@/lib/site/site';

// The placeholder is no page of its own: noindex, nofollow.
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.login.title'), robots: { index: false, follow: false } };
}

/**
 * The B2B login wall (spec §2) at the URL asked for (proxy.ts marks the request, 403;
 * next.config.ts rewrites it here): the placeholder under the header's open login flyout.
 * Without the proxy's mark (a direct visit of this route) there is nothing here.
 */
export default async function LoginWallPage() {
  if (!wallReasonOf((await headers()).get(WALL_HEADER))) notFound();
  return <LoginWall />;
}
