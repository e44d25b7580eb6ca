import styles from './lightning.module.css';

/**
 * How much of the deal's stock is reserved: a bar for the eye and its figure as text ("62 %
 * reserviert"), which is what screen readers read (the bar is decoration). Compact markup, as a
 * listing repeats it per tile; no hooks, so the client grid and server components both render it.
 */
export function ReservedBar({ percent, text }: { percent: number; text: string }) {
  return (
    <p className={styles.reserved}>
      <span aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
      {text}
    </p>
  );
}
