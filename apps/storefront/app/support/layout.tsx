import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SupportShell } from '@/components/support/support-shell';
import { signedInStaff } from '@/lib/support/staff';
import '@/components/support/support.css';

export const metadata: Metadata = { title: { default: 'Support-Konsole', template: '%s | Support-Konsole' }, robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

export default async function SupportLayout({ children }: { children: ReactNode }) {
  return <SupportShell member={await signedInStaff()}>{children}</SupportShell>;
}
