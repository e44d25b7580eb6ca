import Link from 'next/link';
import type { ReactNode } from 'react';
import { isClientHref } from '@/lib/content/teaser-view';

/**
 * A teaser's link: shop paths go through the client router (no prefetch: a grid holds dozens of
 * links), other URLs are plain anchors, a new window gets noopener.
 */
export function TeaserLink({
  url,
  newWindow = false,
  className,
  children,
  label,
}: {
  url: string;
  newWindow?: boolean;
  className?: string | undefined;
  children: ReactNode;
  label?: string | undefined;
}) {
  if (isClientHref(url, newWindow)) {
    return (
      <Link href={url} prefetch={false} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} aria-label={label} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
