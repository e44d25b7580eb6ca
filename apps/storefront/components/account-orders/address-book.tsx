'use client';

import type { AddressForm, PackstationForm } from '@tafel/domain';
import type { AddressBookKind, CheckoutAddressFieldsFragment } from '@tafel/graphql-schema/storefront';
import { useRouter } from 'next/navigation';
import { useEffect, useReducer, useRef, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import {
  focusSelector,
  isEditing,
  isRemovable,
  nextOpenForm,
  NO_FORM,
  packstationFormOf,
  type FocusTarget,
} from '@/lib/account/address-book';
import { addressFormOf, EMPTY_ADDRESS, EMPTY_PACKSTATION } from '@/lib/checkout/shipping-form';
import { fieldId } from '@/lib/forms/form-errors';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/translate';
import { AddressFields } from '../checkout/address-fields';
import { PackstationFields } from '../checkout/packstation-fields';
import { useI18n } from '../i18n/i18n-provider';
import { removeAddressAction, saveAddressAction, undoRemoveAddressAction, type AddressChangeOutcome } from './address-actions';
import styles from './account.module.css';

/** An address card as the page shows it: its server-rendered block and what the buttons need. */
export interface AddressCard {
  address: CheckoutAddressFieldsFragment;
  block: ReactNode;
  isDefaultBilling: boolean;
}

type Failure = Extract<AddressChangeOutcome, { kind: 'error' }>;

/** A server action that rejected (network gone, server restarted) gets the generic message. */
async function settled(action: () => Promise<AddressChangeOutcome>, generic: string): Promise<AddressChangeOutcome> {
  try {
    return await action();
  } catch (error) {
    console.error('[storefront] address book action failed', error);
    return { kind: 'error', message: generic, fieldErrors: {} };
  }
}

function ChangeError({ failure }: { failure: Failure | null }) {
  const { t } = useI18n();
  if (!failure) return null;
  return (
    <p className="notice notice-error" role="alert" data-testid="address-error">
      {failure.message}
      {failure.loginHref ? (
        <>
          {' '}
          <a href={failure.loginHref} className="link" data-testid="address-login">
            {t('ui.addresses.login')}
          </a>
        </>
      ) : null}
    </p>
  );
}

/** The add or edit form of one address (the checkout's fields, reused). */
function AddressEditor({
  kind,
  address,
  title,
  onDone,
  onCancel,
}: {
  kind: AddressBookKind;
  address: CheckoutAddressFieldsFragment | null;
  title: string;
  onDone: (addressId: string) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [form, setForm] = useState<AddressForm>(() => (address && kind !== 'packstation' ? addressFormOf(address) : EMPTY_ADDRESS));
  const [station, setStation] = useState<PackstationForm>(() => (address && kind === 'packstation' ? packstationFormOf(address) : EMPTY_PACKSTATION));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, startTransition] = useTransition();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const outcome = await settled(() => saveAddressAction(kind, address?.id ?? null, kind === 'packstation' ? station : form), t(SOMETHING_WENT_WRONG_KEY));
      if (outcome.kind === 'ok') {
        setFailure(null);
        onDone(outcome.addressId);
        return;
      }
      setFailure(outcome);
      // The first marked field, as the checkout does.
      const first = Object.keys(outcome.fieldErrors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
    });
  };

  return (
    <form className={styles.editor} onSubmit={submit} noValidate data-testid={address ? 'address-edit-form' : 'address-add-form'} aria-labelledby={`editor-${address?.id ?? 'new'}`}>
      <h3 id={`editor-${address?.id ?? 'new'}`} ref={headingRef} tabIndex={-1} className={styles.editorTitle}>
        {title}
      </h3>
      <ChangeError failure={failure} />
      {kind === 'packstation' ? (
        <PackstationFields value={station} onChange={(change) => setStation((current) => ({ ...current, ...change }))} errors={failure?.fieldErrors ?? {}} />
      ) : (
        <AddressFields prefix={kind === 'billing' ? 'billingAddress' : 'shippingAddress'} value={form} onChange={(change) => setForm((current) => ({ ...current, ...change }))} errors={failure?.fieldErrors ?? {}} />
      )}
      <div className={styles.editorActions}>
        <button type="submit" className="btn" disabled={busy} data-testid="address-save">
          {busy ? t('ui.saving') : t('ui.addresses.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t('ui.addresses.cancel')}
        </button>
      </div>
    </form>
  );
}

function nameOf(address: CheckoutAddressFieldsFragment): string {
  return [address.company, [address.firstName, address.lastName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * One kind's addresses (spec §4 address book): the cards with edit and remove, the add form, the
 * undo of the last removed address. One add or edit form is open at a time.
 */
export function AddressBookView({ kind, cards, undo }: { kind: AddressBookKind; cards: AddressCard[]; undo: { name: string } | null }) {
  const { t } = useI18n();
  const router = useRouter();
  const [open, dispatch] = useReducer(nextOpenForm, NO_FORM);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [status, setStatus] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // Focus follows the change, once the re-rendered page has what it goes to (see focusSelector);
  // not while a change is pending, when the undo button is still disabled and cannot take it.
  useEffect(() => {
    const root = rootRef.current;
    if (!focusTarget || !root || pending) return;
    const selector = focusSelector(focusTarget, (wanted) => root.querySelector(wanted) !== null, cards);
    if (selector === 'wait') return;
    root.querySelector<HTMLElement>(selector)?.focus();
    setFocusTarget(null);
  }, [focusTarget, cards, undo, pending]);

  const run = (id: string, action: () => Promise<AddressChangeOutcome>, done: string, focusAfter: (outcome: Extract<AddressChangeOutcome, { kind: 'ok' }>) => FocusTarget) => {
    setBusyId(id);
    startTransition(async () => {
      const outcome = await settled(action, t(SOMETHING_WENT_WRONG_KEY));
      setBusyId(null);
      if (outcome.kind === 'error') {
        setFailure(outcome);
        // The change may have happened before the error (a removal whose answer was lost): show the book as it is.
        router.refresh();
        return;
      }
      setFailure(null);
      setStatus(done);
      setFocusTarget(focusAfter(outcome));
      router.refresh();
    });
  };

  const saved = (addressId: string) => {
    dispatch({ type: 'saved' });
    setFailure(null);
    setStatus(t('ui.addresses.saved'));
    setFocusTarget({ to: 'edit', addressId, until: cards });
    router.refresh();
  };

  return (
    <div className={styles.book} data-testid={`address-book-${kind}`} ref={rootRef}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <ChangeError failure={failure} />
      {undo ? (
        <div className={`notice notice-info ${styles.undo}`} role="status" data-testid="address-undo">
          <span>
            {t('ui.addresses.removed')} – <span className="muted">{undo.name}</span>
          </span>
          <button type="button" className="btn btn-secondary" disabled={pending} onClick={() => run('undo', () => undoRemoveAddressAction(kind), t('ui.addresses.restored'), (outcome) => ({ to: 'edit', addressId: outcome.addressId, until: cards }))} data-testid="address-undo-button">
            {t('ui.addresses.undo')}
          </button>
        </div>
      ) : null}
      {cards.length === 0 ? (
        <p className="muted">{t(`ui.addresses.empty.${kind}`)}</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map(({ address, block, isDefaultBilling }) => (
            <li key={address.id} className={styles.card} data-testid="address-card" data-address-id={address.id}>
              {isEditing(open, address.id) ? (
                <AddressEditor
                  kind={kind}
                  address={address}
                  title={t('ui.addresses.editTitle')}
                  onDone={saved}
                  onCancel={() => {
                    dispatch({ type: 'close' });
                    setFocusTarget({ to: 'edit', addressId: address.id, until: null });
                  }}
                />
              ) : (
                <>
                  {address.isCustomerAddress || isDefaultBilling ? (
                    <p className={styles.badges}>
                      {address.isCustomerAddress ? <span className={styles.badge}>{t('ui.addresses.customerAddress')}</span> : null}
                      {isDefaultBilling ? <span className={`${styles.badge} ${styles.badgeStrong}`}>{t('ui.addresses.defaultBilling')}</span> : null}
                    </p>
                  ) : null}
                  {block}
                  <div className={styles.cardActions}>
                    <button type="button" className="btn btn-secondary" onClick={() => dispatch({ type: 'edit', addressId: address.id })} aria-label={t('ui.addresses.editOf', { name: nameOf(address) })} data-testid="address-edit">
                      {t('ui.addresses.edit')}
                    </button>
                    {isRemovable(address) ? (
                      <button
                        type="button"
                        className={`btn btn-secondary ${styles.remove}`}
                        disabled={pending}
                        onClick={() => run(address.id, () => removeAddressAction(kind, address.id), t('ui.addresses.removed'), () => ({ to: 'undo', until: cards }))}
                        aria-label={t('ui.addresses.removeOf', { name: nameOf(address) })}
                        data-testid="address-remove"
                      >
                        {busyId === address.id ? t('ui.addresses.removing') : t('ui.addresses.remove')}
                      </button>
                    ) : null}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {open.mode === 'add' ? (
        <div className={styles.card}>
          <AddressEditor
            kind={kind}
            address={null}
            title={t(`ui.addresses.add.${kind}`)}
            onDone={saved}
            onCancel={() => {
              dispatch({ type: 'close' });
              setFocusTarget({ to: 'add', until: null });
            }}
          />
        </div>
      ) : (
        <button type="button" className={`btn ${styles.addButton}`} onClick={() => dispatch({ type: 'add' })} data-testid="address-add">
          + {t(`ui.addresses.add.${kind}`)}
        </button>
      )}
    </div>
  );
}
