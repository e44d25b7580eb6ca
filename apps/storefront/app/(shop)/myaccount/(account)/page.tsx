import { redirect } from 'next/navigation';
import { requireCustomer } from '@/lib/account/account-session';

/** Spec §2: /myaccount goes to the contact details after the login check. */
export default async function AccountHome(): Promise<never> {
  await requireCustomer('/myaccount');
  redirect('/myaccount/contact-details');
}
