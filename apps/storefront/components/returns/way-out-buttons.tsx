'use client';

import { useActionState } from 'react';
import { returnWayOutAction, type WayOutState } from './actions';
import { useGoTo } from './use-go-to';
import styles from './returns.module.css';

/** One way out of a failed return (its label comes translated from the server). */
export interface WayOut {
  way: 'retry' | 'back' | 'restart';
  label: string;
  primary: boolean;
}

/** The failure panel's buttons: form posts to one server action (they work before hydration too). */
export function WayOutButtons({ ways }: { ways: readonly WayOut[] }) {
  const [state, action, pending] = useActionState<WayOutState, FormData>(returnWayOutAction, { message: null });
  useGoTo(state);
  return (
    <>
      <form action={action} className={styles.actions} style={{ justifyContent: 'flex-start' }}>
        {ways.map((w) => (
          <button key={w.way} type="submit" name="way" value={w.way} className={w.primary ? 'btn btn-accent' : 'btn btn-secondary'} disabled={pending} data-testid={`return-${w.way}`}>
            {w.label}
          </button>
        ))}
      </form>
      {state.message ? (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      ) : null}
    </>
  );
}
