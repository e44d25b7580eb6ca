'use client';

import { useLayoutEffect, type RefObject } from 'react';

/*
 * What the shopper typed or chose before hydration. React keeps a controlled field's DOM value
 * and checked state while it hydrates, but the component's state still holds the server's value:
 * the next render puts that back and a submit sends it. These hooks hand the DOM's value to the
 * state once, in the commit that hydrates the field (before the browser paints). On a field that
 * mounts on the client the DOM holds the state's value already, so they do nothing there.
 */

/** Calls `onKept` with the field's text when it differs from `value` at mount (typed before hydration). */
export function useKeptValue(ref: RefObject<HTMLInputElement | HTMLSelectElement | null>, value: string, onKept: (value: string) => void): void {
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && field.value !== value) onKept(field.value);
    // Only the hydrating commit: later differences are React's own to settle.
  }, []);
}

/** Calls `onKept` with the box's or radio's checked state when it differs from `checked` at mount. */
export function useKeptChecked(ref: RefObject<HTMLInputElement | null>, checked: boolean, onKept: (checked: boolean) => void): void {
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && field.checked !== checked) onKept(field.checked);
  }, []);
}

/**
 * Calls `onKept` with the value of the radio checked in `group` (e.g. its fieldset) when it is not
 * `chosen` at mount. The radios need their `value`.
 */
export function useKeptChoice(group: RefObject<HTMLElement | null>, chosen: string | null, onKept: (value: string) => void): void {
  useLayoutEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked && checked.value !== chosen) onKept(checked.value);
  }, []);
}
