'use client';

import { useEffect, useRef, useState } from 'react';
import type { Cart } from '@/lib/cart/cart-result';
import { useI18n } from '../i18n/i18n-provider';
import { useTrackedCartAction } from '../tracking/use-tracked-cart-action';
import { voucherAction } from './actions';
import styles from './cart.module.css';

/**
 * The basket's voucher field (issue 29) and the vouchers on the cart: each with whether it takes
 * effect, the shop's reasons when it does not yet (attainableInfos' failure descriptions), and its
 * removal (which also takes its free articles, spec §4). Answers are said at the field.
 */
export function VoucherForm({ vouchers, locked = false }: { vouchers: Cart['vouchers']; locked?: boolean }) {
  const { t } = useI18n();
  const [state, submit, pending] = useTrackedCartAction(voucherAction);
  const [code, setCode] = useState('');
  const [seen, setSeen] = useState(state.at);
  const input = useRef<HTMLInputElement>(null);
  // A redeemed code leaves the field; a refused one stays for correcting.
  if (state.at !== seen) {
    setSeen(state.at);
    if (state.status === 'success') setCode('');
  }
  useEffect(() => {
    if (state.status === 'error' && state.fieldErrors?.code) input.current?.focus();
  }, [state]);

  const fieldError = state.status === 'error' && !pending ? (state.fieldErrors?.code ?? state.message) : null;
  return (
    <section className={styles.vouchers} aria-labelledby="voucher-title">
      <h3 id="voucher-title" className={styles.voucherTitle}>
        {t('ui.cart.voucher.title')}
      </h3>
      {vouchers.length > 0 ? (
        <ul className={styles.voucherList} aria-label={t('ui.cart.voucher.applied')} data-testid="cart-vouchers">
          {vouchers.map((voucher) => (
            <li key={voucher.code} data-testid="cart-voucher" data-attainable={voucher.successful ? 'true' : 'false'}>
              <div className={styles.voucherHead}>
                <span>
                  <strong>{voucher.code}</strong> <span className={styles.lineMeta}>{voucher.name}</span>
                </span>
                <span className={voucher.successful ? styles.voucherOk : styles.voucherPending}>
                  {voucher.successful ? t('ui.cart.voucher.active') : t('ui.cart.voucher.notAttainable')}
                </span>
              </div>
              {voucher.failureDescriptions.map((text) => (
                <p key={text} className={styles.voucherReason} data-testid="voucher-failure">
                  {text}
                </p>
              ))}
              {locked ? null : (
                <form action={(form) => submit({ form, event: null })}>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="code" value={voucher.code} />
                  <button type="submit" className={styles.removeButton} disabled={pending} aria-label={t('ui.cart.voucher.remove', { code: voucher.code })}>
                    {t('ui.cart.voucher.removeShort')}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {locked ? null : (
        <form action={(form) => submit({ form, event: null })} noValidate className={styles.voucherForm}>
          <input type="hidden" name="intent" value="apply" />
          <label htmlFor="voucher-code" className={styles.voucherLabel}>
            {t('ui.cart.voucher.label')}
          </label>
          <div className={styles.voucherRow}>
            <input
              ref={input}
              id="voucher-code"
              name="code"
              className={styles.voucherInput}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              maxLength={32}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'voucher-error' : undefined}
              data-testid="voucher-code"
            />
            <button type="submit" className="btn btn-secondary" disabled={pending} data-testid="voucher-apply">
              {pending ? t('ui.cart.voucher.applying') : t('ui.cart.voucher.apply')}
            </button>
          </div>
          <div aria-live="polite">
            {fieldError ? (
              <p id="voucher-error" className="field-error" role="alert" data-testid="voucher-error">
                {fieldError}
              </p>
            ) : state.status === 'success' && !pending ? (
              <p className={styles.voucherSuccess} data-testid="voucher-status">
                {state.message}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
