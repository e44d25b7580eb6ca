import type { Metadata } from 'next';
import { LoginForm } from '@/components/support/login-form';

export const metadata: Metadata = { title: 'Anmeldung' };

export default async function StaffLoginPage({ searchParams }: { searchParams: Promise<{ expired?: string }> }) {
  const { expired } = await searchParams;
  return <LoginForm expired={expired === '1'} />;
}
