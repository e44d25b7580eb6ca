'use client';

import { paymentApplies, SHIPPING_SAVE_BUDGET, type CheckoutShipper } from '@tafel/checkout-machine';
import { deliveryCountry as deliveryCountryOf, enabledForNewDelivery, toCents, type AddressForm, type DeliveryType, type PackstationForm } from '@tafel/domain';
import type { CheckoutAddressFieldsFragment, CheckoutShippingPageFieldsFragment } from '@tafel/graphql-schema/storefront';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, useTransition, type FormEvent } from 'react';
import { fieldTexts, scrollToFirstInvalid, type FormFieldError } from '@/lib/forms/form-errors';
import { formatMoney } from '@/lib/i18n/format';
import { addressFormOf, EMPTY_ADDRESS, EMPTY_PACKSTATION, shippingStepInput, validateShippingForm, type AddressChoice, type ShippingFormState } from '@/lib/checkout/shipping-form';
import type { TextKey, Translator } from '@/lib/i18n/i18n';
import { useKeptChoice } from '../common/use-kept-input';
import { useI18n } from '../i18n/i18n-provider';
import { useToasts } from '../toast/toast-provider';
import { saveShippingAction, shippingSaveProgressAction } from './actions';
import { AddressFields } from './address-fields';
import { GuardReasonNote } from './guard-reason';
import { PackstationFields } from './packstation-fields';
import { ShipperChoice } from './shipper-choice';
import { TextField } from './text-field';
import { useCheckoutMachine } from './use-checkout-machine';
import styles from './checkout.module.css';

export type ShippingCheckout = CheckoutShippingPageFieldsFragment;

/** While the orchestrator still saves the step: reload every 3 s, for at most a minute. */
const STILL_SAVING_POLL_MS = 3_000;
const STILL_SAVING_POLLS = 20;
type Address = CheckoutAddressFieldsFragment;

const DELIVERY_LABELS: Record<DeliveryType, TextKey> = {
  sameAsBilling: 'ui.delivery.sameAsBilling',
  shippingAddress: 'ui.delivery.shippingAddress',
  packstation: 'ui.delivery.packstation',
};

/** A cart or address book address as the form's values (to start a new address from what is known). */
function formOf(address: Address | null | undefined): AddressForm {
  return !address || address.isStation ? EMPTY_ADDRESS : addressFormOf(address);
}

function initialChoice(book: readonly Address[], current: Address | null | undefined): AddressChoice<AddressForm> {
  const inBook = current ? book.find((a) => a.id === current.id) : undefined;
  if (inBook) return { mode: 'book', id: inBook.id };
  if (book.length > 0 && !current) return { mode: 'book', id: (book.find((a) => a.isCustomerAddress) ?? book[0]!).id };
  return { mode: 'new', form: formOf(current) };
}

/** The value of the "a new address" radio (address ids are the upstream's, never this). */
const NEW_ADDRESS = 'new';

function addressLine(address: Address, i18n: Pick<Translator, 't'>): string {
  const street = address.isStation ? i18n.t('ui.address.station', { packstation: address.packstation ?? '', postNumber: address.postNumber ?? '' }) : address.streetAndNumber;
  return [address.company, `${address.firstName} ${address.lastName}`, street, `${address.postcode} ${address.city}`].filter(Boolean).join(', ');
}

/**
 * Address book entries to choose from, plus "a new address". The customer address is marked as
 * such; a guest's is the address they entered themselves.
 */
function AddressBook<T>({
  name,
  book,
  choice,
  onChoice,
  newForm,
  guest,
}: {
  name: string;
  book: readonly Address[];
  choice: AddressChoice<T>;
  onChoice: (next: AddressChoice<T>) => void;
  newForm: () => T;
  guest: boolean;
}) {
  const i18n = useI18n();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  useKeptChoice(groupRef, choice.mode === 'book' ? choice.id : NEW_ADDRESS, (value) =>
    onChoice(value === NEW_ADDRESS ? { mode: 'new', form: newForm() } : { mode: 'book', id: value }),
  );
  if (book.length === 0) return null;
  return (
    <fieldset ref={groupRef} className={styles.choices}>
      <legend className="visually-hidden">{i18n.t('ui.address.saved')}</legend>
      {book.map((address) => (
        <label key={address.id} className={styles.choice}>
          <input type="radio" name={name} value={address.id} checked={choice.mode === 'book' && choice.id === address.id} onChange={() => onChoice({ mode: 'book', id: address.id })} />
          <span className={styles.choiceBody}>
            <span className={styles.choiceTitle}>{addressLine(address, i18n)}</span>
            {address.isCustomerAddress ? <span className={styles.choiceMeta}>{i18n.t(guest ? 'ui.address.guestAddress' : 'ui.address.customerAddress')}</span> : null}
          </span>
        </label>
      ))}
      <label className={styles.choice}>
        <input type="radio" name={name} value={NEW_ADDRESS} checked={choice.mode === 'new'} onChange={() => onChoice({ mode: 'new', form: newForm() })} />
        <span className={styles.choiceTitle}>{i18n.t('ui.address.new')}</span>
      </label>
    </fieldset>
  );
}

/**
 * The shipping step (spec §4 Save shipping step): delivery type, addresses (address book for
 * customers), shipper by the machine's rules, spedition fields, order reference. Client
 * validators run in order and scroll to the first invalid field; the server checks again and its
 * field errors land at the same fields.
 */
export function ShippingForm({ checkout }: { checkout: ShippingCheckout }) {
  const i18n = useI18n();
  const { t } = i18n;
  const router = useRouter();
  const toasts = useToasts();
  const [pending, startTransition] = useTransition();
  const details = checkout.shippingDetails;
  const { state: machine, send, refusal } = useCheckoutMachine(checkout.snapshot, 'shipping');
  const session = checkout.session;
  const billingBook = details.billingAddresses.filter((a) => !a.isStation);
  const shippingBook = details.shippingAddresses.filter((a) => !a.isStation);
  const stationBook = details.shippingAddresses.filter((a) => a.isStation);

  const [form, setForm] = useState<ShippingFormState>(() => ({
    deliveryType: checkout.shipping.deliveryType,
    billing: initialChoice(billingBook, details.billingAddress),
    shipping: initialChoice(shippingBook, details.deliveryAddress && !details.deliveryAddress.isStation ? details.deliveryAddress : null),
    packstation: stationBook[0] ? { mode: 'book', id: stationBook[0].id } : { mode: 'new', form: EMPTY_PACKSTATION },
    shipperCode: null,
    speditionFields: Object.fromEntries(details.speditionFields.map((f) => [f.fieldName, f.fieldValue ?? ''])),
    orderReference: details.orderReference ?? '',
    email: '',
    password: '',
    phone: '',
  }));
  const [errors, setErrors] = useState<FormFieldError[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  // A save that takes a while (a freight cart waits for its spedition job) says "still saving"
  // instead of looking stuck; past the orchestrator's answer budget the page waits for the save.
  const [slow, setSlow] = useState(false);
  const [stillSaving, setStillSaving] = useState(false);
  useEffect(() => {
    if (!pending) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), SHIPPING_SAVE_BUDGET.noticeAfterMs);
    return () => clearTimeout(timer);
  }, [pending]);
  useEffect(() => {
    if (!stillSaving) return;
    // The save goes on in the orchestrator: the form asks for it until it is done. The action
    // also stores a guest session the orchestrator kept (the save's answer may have been lost).
    let polls = 0;
    let active = true;
    const stop = (text: string | null) => {
      clearInterval(timer);
      setStillSaving(false);
      if (text) setMessage(text);
    };
    const timer = setInterval(() => {
      polls += 1;
      if (polls > STILL_SAVING_POLLS) {
        stop(t('vue.cart.error.somethingWentWrong'));
        return;
      }
      void shippingSaveProgressAction().then((outcome) => {
        if (!active || outcome.kind === 'stillSaving') return;
        if (outcome.kind === 'next') {
          stop(null);
          router.push(outcome.to);
          return;
        }
        stop(outcome.message ?? t('vue.cart.error.somethingWentWrong'));
        router.refresh();
      });
    }, STILL_SAVING_POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [stillSaving, router, t]);
  const texts = useMemo(() => fieldTexts(errors, i18n), [errors, i18n]);

  // The machine judges shippers for the delivery being chosen (libs/domain shipper rules).
  const shippers: CheckoutShipper[] = useMemo(
    () => details.shippers.map((s) => ({ code: s.code, enabled: enabledForNewDelivery(s), costsCents: toCents(s.costs.amount) })),
    [details.shippers],
  );
  const chosen = <T extends { country?: string | null }>(choice: AddressChoice<T>, book: readonly Address[]): T | Address | null =>
    choice.mode === 'book' ? (book.find((a) => a.id === choice.id) ?? null) : choice.form;
  const deliveryCountry = deliveryCountryOf({
    deliveryType: form.deliveryType,
    billingAddress: chosen(form.billing, billingBook),
    shippingAddress: chosen(form.shipping, shippingBook),
    packstation: chosen(form.packstation, stationBook),
  });

  useEffect(() => {
    send({ type: 'shipping.setShippers', shippers });
    // Only once: later changes go through the events below.
  }, []);
  useEffect(() => {
    send({ type: 'shipping.setDeliveryType', deliveryType: form.deliveryType, deliveryCountry });
  }, [send, form.deliveryType, deliveryCountry]);
  // A shipper chosen before hydration: it arrives in the same render as any delivery type or
  // country chosen then, and goes to the machine after them (a new delivery type resets the shipper).
  const [keptShipper, setKeptShipper] = useState<string | null>(null);
  useEffect(() => {
    if (keptShipper === null) return;
    send({ type: 'shipping.selectShipper', code: keptShipper });
    setKeptShipper(null);
  }, [send, keptShipper]);

  const shipperCode = machine.context.shipping.selectedShipperCode;
  const validationContext = {
    session,
    loginOption: checkout.loginOption,
    orderReferenceEnabled: details.orderReferenceEnabled,
    speditionFields: details.speditionFields,
    shipperCode,
  };
  const update = (change: Partial<ShippingFormState>) => setForm((current) => ({ ...current, ...change }));
  // Field by field onto the current state: fields typed before hydration all report in one commit.
  const updateNew =
    <K extends 'billing' | 'shipping' | 'packstation'>(key: K) =>
    (change: Partial<Extract<ShippingFormState[K], { mode: 'new' }>['form']>) =>
      setForm((current) => {
        const choice = current[key];
        return choice.mode === 'new' ? { ...current, [key]: { ...choice, form: { ...choice.form, ...change } } } : current;
      });
  const deliveryRef = useRef<HTMLFieldSetElement>(null);
  useKeptChoice(deliveryRef, form.deliveryType, (value) => {
    const type = (Object.keys(DELIVERY_LABELS) as DeliveryType[]).find((known) => known === value);
    if (type) update({ deliveryType: type });
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const state = { ...form, shipperCode };
    const found = validateShippingForm(state, validationContext);
    setErrors(found);
    setMessage(null);
    if (found.length > 0) {
      scrollToFirstInvalid(found);
      return;
    }
    startTransition(async () => {
      const outcome = await saveShippingAction(shippingStepInput(state, validationContext));
      if (outcome.kind === 'next') {
        router.push(outcome.to);
        return;
      }
      if (outcome.kind === 'stillSaving') {
        setStillSaving(true);
        return;
      }
      if (outcome.kind === 'invalid') {
        setErrors(outcome.errors);
        setMessage(outcome.message);
        scrollToFirstInvalid(outcome.errors);
      } else {
        setMessage(outcome.message);
      }
      // Spec §5: a general error triggers an error toast (a session may have been started: reload).
      toasts.show({ id: 'shipping-save', kind: 'error', messageKey: 'vue.cart.error.somethingWentWrong' });
      router.refresh();
    });
  }

  const saveRefusal = refusal({ type: 'shipping.save' });
  // The machine's own rule (B2B, payless carts, express pay): the next step is the summary.
  const nextLabel = paymentApplies(machine.context) ? t('ui.checkout.toPayment') : t('ui.checkout.toSummary');
  return (
    <form onSubmit={submit} noValidate className={styles.layout} data-testid="shipping-form">
      <div>
        {message ? (
          <p className={`notice notice-error ${styles.generalError}`} role="alert" data-testid="form-message">
            {message}
          </p>
        ) : null}
        {session === 'loggedOut' ? (
          <section className={styles.panel} aria-labelledby="contact-title">
            <h2 id="contact-title" className={styles.panelTitle}>
              {checkout.loginOption === 'register' ? t('ui.shipping.account') : t('ui.shipping.contact')}
            </h2>
            <div className={styles.fields}>
              <TextField name="email" label={t('ui.login.email')} type="email" autoComplete="email" value={form.email} onChange={(email) => update({ email })} error={texts.email} width="half" hint={t('ui.shipping.emailHint')} />
              {checkout.loginOption === 'register' ? (
                <TextField name="password" label={t('ui.login.password')} type="password" autoComplete="new-password" value={form.password} onChange={(password) => update({ password })} error={texts.password} width="half" hint={t('ui.shipping.passwordHint')} />
              ) : null}
            </div>
          </section>
        ) : null}

        <section className={styles.panel} aria-labelledby="billing-title">
          <h2 id="billing-title" className={styles.panelTitle}>
            {t('ui.address.billing')}
          </h2>
          <AddressBook name="billing-choice" book={billingBook} choice={form.billing} onChoice={(billing) => update({ billing })} newForm={() => EMPTY_ADDRESS} guest={session === 'guest'} />
          {form.billing.mode === 'new' ? (
            <AddressFields prefix="billingAddress" value={form.billing.form} onChange={updateNew('billing')} errors={texts} />
          ) : null}
          {texts.billingAddress ? <p className="field-error">{texts.billingAddress}</p> : null}
        </section>

        <section className={styles.panel} aria-labelledby="delivery-title">
          <h2 id="delivery-title" className={styles.panelTitle}>
            {t('ui.shipping.delivery')}
          </h2>
          <fieldset ref={deliveryRef} className={styles.choices}>
            <legend className="visually-hidden">{t('ui.shipping.where')}</legend>
            <div className={styles.segmented}>
              {(Object.keys(DELIVERY_LABELS) as DeliveryType[]).map((type) => (
                <label key={type} className={styles.choice}>
                  <input type="radio" name="deliveryType" value={type} checked={form.deliveryType === type} onChange={() => update({ deliveryType: type })} />
                  <span className={styles.choiceTitle}>{t(DELIVERY_LABELS[type])}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {form.deliveryType === 'shippingAddress' ? (
            <div style={{ marginTop: 16 }}>
              <AddressBook name="shipping-choice" book={shippingBook} choice={form.shipping} onChoice={(shipping) => update({ shipping })} newForm={() => EMPTY_ADDRESS} guest={session === 'guest'} />
              {form.shipping.mode === 'new' ? (
                <AddressFields prefix="shippingAddress" value={form.shipping.form} onChange={updateNew('shipping')} errors={texts} />
              ) : null}
            </div>
          ) : null}
          {form.deliveryType === 'packstation' ? (
            <div style={{ marginTop: 16 }}>
              <AddressBook
                name="station-choice"
                book={stationBook}
                choice={form.packstation}
                onChoice={(packstation: AddressChoice<PackstationForm>) => update({ packstation })}
                newForm={() => EMPTY_PACKSTATION}
                guest={session === 'guest'}
              />
              {form.packstation.mode === 'new' ? (
                <PackstationFields value={form.packstation.form} onChange={updateNew('packstation')} errors={texts} />
              ) : null}
            </div>
          ) : null}
        </section>

        <ShipperChoice
          shippers={details.shippers}
          selected={shipperCode}
          refusal={(code) => refusal({ type: 'shipping.selectShipper', code })}
          onSelect={(code) => send({ type: 'shipping.selectShipper', code })}
          onChosenBeforeHydration={setKeptShipper}
          speditionFields={details.speditionFields}
          speditionValues={form.speditionFields}
          onSpeditionChange={(name, value) => setForm((current) => ({ ...current, speditionFields: { ...current.speditionFields, [name]: value } }))}
          errors={texts}
          error={texts.shipperCode}
        />

        {details.orderReferenceEnabled ? (
          <section className={styles.panel} aria-labelledby="reference-title">
            <h2 id="reference-title" className={styles.panelTitle}>
              {t('ui.shipping.reference')}
            </h2>
            <div className={styles.fields}>
              <TextField name="orderReference" label={t('ui.shipping.referenceLabel')} optional value={form.orderReference} onChange={(orderReference) => update({ orderReference })} error={texts.orderReference} width="half" hint={t('ui.shipping.referenceHint')} />
            </div>
          </section>
        ) : null}

        <div className={styles.actions}>
          <Link href="/checkout/basket" className={styles.back}>
            ← {t('ui.shipping.back')}
          </Link>
          <div>
            <button type="submit" className="btn btn-large" disabled={pending || stillSaving || saveRefusal !== null} aria-describedby="save-reason" data-testid="shipping-submit">
              {pending || stillSaving ? t('ui.saving') : nextLabel}
            </button>
            <GuardReasonNote id="save-reason" reason={saveRefusal} />
          </div>
        </div>
        {(pending && slow) || stillSaving ? (
          <p className={`notice notice-info ${styles.stillSaving}`} role="status" data-testid="shipping-still-saving">
            {t('ui.shipping.stillSaving')}
          </p>
        ) : null}
      </div>
      <aside className={styles.panel} aria-label={t('ui.shipping.yourBasket')}>
        <h2 className={styles.panelTitle}>{t('ui.order.yours')}</h2>
        <dl className={styles.totals}>
          <div>
            <dt>{t('ui.cart.articles')}</dt>
            <dd>{checkout.articleCount}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>{t('ui.totals.total')}</dt>
            <dd>{formatMoney(checkout.total, i18n)}</dd>
          </div>
        </dl>
      </aside>
    </form>
  );
}
