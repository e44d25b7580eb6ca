'use client';

import { useRouter } from 'next/navigation';
import { useLayoutEffect, useRef, useState, useTransition, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { filterFormHref, type ListingLocation } from '@/lib/listing/listing-state';
import { useHydrated } from '../common/use-hydrated';
import styles from './listing.module.css';

/**
 * The filter form of a listing (category page or search): a GET form to the listing's path
 * (checkboxes, price, rating; what is listed — the search's query — and `hidden`, e.g. the sort,
 * as hidden fields), so it works without JavaScript through its button. With JavaScript a checkbox
 * or rating choice applies at once and every submission goes to the canonical URL of the listing
 * (filters as `filter.{id}=v1,v2`, the price as `filter.PRICE=from-to`, page 1).
 */
export function FilterForm({
  location,
  stateKey,
  hidden,
  children,
}: {
  location: ListingLocation;
  stateKey: string;
  hidden: readonly (readonly [string, string])[];
  children: ReactNode;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const ready = useHydrated();

  // After a navigation (a chip removed, back button) the controls show the new listing: an input
  // the shopper touched keeps its own state, whatever its new default says.
  useLayoutEffect(() => {
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (!(element instanceof HTMLInputElement)) continue;
      if (element.type === 'checkbox' || element.type === 'radio') element.checked = element.defaultChecked;
      else if (element.type === 'text') element.value = element.defaultValue;
    }
  }, [stateKey]);

  const apply = (form: HTMLFormElement) => {
    const href = filterFormHref(location, new FormData(form).entries());
    startTransition(() => router.push(href, { scroll: false }));
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as EventTarget;
    // Prices apply with Enter or the button, not while they are typed.
    if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) apply(event.currentTarget);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <form ref={formRef} method="get" action={location.path} className={styles.filterForm} onChange={onChange} onSubmit={onSubmit} data-pending={pending || undefined} aria-busy={pending} data-listing-form data-ready={ready || undefined}>
      {[...location.base, ...hidden].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/**
 * The filter column: on narrow screens folded behind a "Filter" button (open without
 * JavaScript, see ListingFilters), from 1024 px always open beside the products.
 */
export function FilterPanel({ id, label, activeCount, children }: { id: string; label: string; activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.panelToggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} data-testid="filter-toggle">
        <FilterIcon />
        {label}
        {activeCount > 0 ? <span className={styles.badge}>{activeCount}</span> : null}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={id} className={styles.panel} data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3 5h14M6 10h8M8.5 15h3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
