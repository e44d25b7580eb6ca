import styles from './lightning.module.css';

/**
 * How much of the deal's stock is reserved: a progress bar with its figure as text ("62 %
 * reserviert"), so it is read out and legible without the colour. No hooks: the client grid and
 * server components both render it.
 */
export function ReservedBar({ percent, text, label }: { percent: number; text: string; label: string }) {
  return (
    <div className={styles.reserved}>
      <div className={styles.bar} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.reservedText} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
