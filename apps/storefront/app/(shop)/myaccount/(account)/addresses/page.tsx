import { redirect } from 'next/navigation';
import { requireCustomer } from '@/lib/account/account-session';
import { addressKindHref } from '@/lib/account/address-book';

/** Spec §2: /myaccount/addresses goes to the billing addresses. */
export default async function AddressesHome(): Promise<never> {
  await requireCustomer('/myaccount/addresses');
  redirect(addressKindHref('billing'));
}
