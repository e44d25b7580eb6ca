import { AddressBookDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AddressBookView, type AddressCard } from '@/components/account-orders/address-book';
import styles from '@/components/account-orders/account.module.css';
import { AddressBlock } from '@/components/checkout/address-block';
import { leaveForSession, requireCustomer } from '@/lib/account/account-session';
import { ADDRESS_KINDS, addressesOf, addressKindHref, addressKindOfSegment, isDefaultBillingCard, undoFor } from '@/lib/account/address-book';
import { OrchestratorUnavailableError, orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { loginRedirectFor, SECURITY_LOGOUT_COOKIE } from '@/lib/site/account-wall';
import { currentTranslator } from '@/lib/site/site';

type Params = Promise<{ kind: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { t } = await currentTranslator();
  const kind = addressKindOfSegment((await params).kind);
  return { title: kind ? t(`ui.addresses.tab.${kind}`) : t('ui.addresses.title') };
}

/** The address book of one kind (spec §2 /myaccount/addresses/billing, /shipping, /packing-station). */
export default async function AddressesPage({ params }: { params: Params }) {
  const kind = addressKindOfSegment((await params).kind);
  if (!kind) notFound();
  const path = addressKindHref(kind);
  const caller = await requireCustomer(path);
  const { t } = await currentTranslator();
  let book = null;
  let sessionEnded = false;
  try {
    const { addressBook } = await orchestratorRequest(AddressBookDocument, {}, caller);
    if (addressBook.__typename === 'SessionRequiredError') {
      // A change just flagged the ended session (address-actions.ts) and Next renders the page again
      // in the same answer: spec §6 shows it here instead of a silent logout; the next page goes
      // through /logout (the proxy reads the flag).
      if (addressBook.sessionEnded && (await cookies()).has(SECURITY_LOGOUT_COOKIE)) sessionEnded = true;
      else leaveForSession(addressBook, path);
    } else {
      book = addressBook;
    }
  } catch (error) {
    if (!(error instanceof OrchestratorUnavailableError)) throw error;
    console.error('[storefront] address book unavailable', error);
  }
  const cards: AddressCard[] = book
    ? addressesOf(book, kind).map((address) => ({
        address,
        block: <AddressBlock address={address} />,
        isDefaultBilling: isDefaultBillingCard(book, kind, address.id),
      }))
    : [];
  const removed = book ? undoFor(book, kind) : null;
  return (
    <section aria-labelledby="addresses-title" data-testid="addresses-page">
      <h2 id="addresses-title" className="section-title">
        {t('ui.addresses.title')}
      </h2>
      <nav aria-label={t('ui.addresses.tabs')} className={styles.tabs}>
        <ul>
          {ADDRESS_KINDS.map((tab) => (
            <li key={tab}>
              <Link href={addressKindHref(tab)} className={styles.tab} aria-current={tab === kind ? 'page' : undefined} data-testid={`address-tab-${tab}`}>
                {t(`ui.addresses.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {sessionEnded ? (
        <p className="notice notice-error" role="alert" data-testid="address-error">
          <span>
            {t('ui.addresses.sessionEnded')}{' '}
            <a href={loginRedirectFor(path, '')} className="link" data-testid="address-login">
              {t('ui.addresses.login')}
            </a>
          </span>
        </p>
      ) : book ? (
        <AddressBookView key={kind} kind={kind} cards={cards} undo={removed ? { name: [removed.firstName, removed.lastName].filter(Boolean).join(' ') } : null} />
      ) : (
        <p className="notice notice-error" role="alert">
          {t('ui.addresses.unavailable')}
        </p>
      )}
    </section>
  );
}
