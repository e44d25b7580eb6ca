import { StaffMeDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SupportShell, type ShellMember } from '../../components/support/support-shell';
import { orchestratorRequest } from '../../lib/orchestrator';
import { staffOptions, staffToken } from '../../lib/support/staff';
import '../../components/support/support.css';

export const metadata: Metadata = { title: { default: 'Support-Konsole', template: '%s | Support-Konsole' }, robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

async function signedIn(): Promise<ShellMember | null> {
  const token = await staffToken();
  if (!token) return null;
  try {
    return (await orchestratorRequest(StaffMeDocument, {}, staffOptions(token))).staffMe;
  } catch {
    return null;
  }
}

export default async function SupportLayout({ children }: { children: ReactNode }) {
  return <SupportShell member={await signedIn()}>{children}</SupportShell>;
}
