import type { CheckoutAddressFieldsFragment } from '@tafel/graphql-schema/storefront';
import { countryName } from '../../lib/countries';
import styles from './checkout.module.css';

/** An address as the summary and the confirmation show it (packstations with post number and station). */
export function AddressBlock({ address }: { address: CheckoutAddressFieldsFragment }) {
  return (
    <address className={styles.addressBlock}>
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {[address.salutation, address.firstName, address.lastName].filter(Boolean).join(' ')}
      <br />
      {address.isStation ? (
        <>
          Packstation {address.packstation}, Postnummer {address.postNumber}
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
      {countryName(address.country)}
      {address.email ? (
        <>
          <br />
          <span className="muted">Versandbenachrichtigung: {address.email}</span>
        </>
      ) : null}
    </address>
  );
}
