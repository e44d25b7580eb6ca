import type { CheckoutAddressFieldsFragment } from '@tafel/graphql-schema/storefront';
import { countryName } from '@/lib/checkout/countries';
import { addressName } from '@/lib/checkout/salutations';
import { currentTranslator } from '@/lib/site/site';
import styles from './checkout.module.css';

/** An address as the summary and the confirmation show it (packstations with post number and station). */
export async function AddressBlock({ address }: { address: CheckoutAddressFieldsFragment }) {
  const i18n = await currentTranslator();
  return (
    <address className={styles.addressBlock}>
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {addressName(address, i18n)}
      <br />
      {address.isStation ? (
        <>
          {i18n.t('ui.address.station', { packstation: address.packstation ?? '', postNumber: address.postNumber ?? '' })}
        </>
      ) : (
        address.streetAndNumber
      )}
      {address.addition && !address.isStation ? (
        <>
          <br />
          {address.addition}
        </>
      ) : null}
      <br />
      {address.postcode} {address.city}
      <br />
      {countryName(address.country, i18n)}
      {address.email ? (
        <>
          <br />
          <span className="muted">{i18n.t('ui.address.deliveryEmail', { email: address.email })}</span>
        </>
      ) : null}
    </address>
  );
}
