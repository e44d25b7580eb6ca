'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { headerLoginHref } from '@/lib/site/account-wall';

/** The header's login link: after the login the shopper comes back to the page they were on. */
export function LoginLink({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <Link href={headerLoginHref(usePathname() ?? '/')} className={className} prefetch={false} data-testid="account-entry-login-link">
      {children}
    </Link>
  );
}
