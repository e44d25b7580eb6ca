import type { ToastKind } from '@/lib/toast/toast-queue';

/** The symbol of a toast kind, so the kind is not told by colour alone. */
export function ToastIcon({ kind, className }: { kind: ToastKind; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {kind === 'success' ? (
        <>
          <circle cx="12" cy="12" r="9.5" />
          <path d="M7.5 12.5l3 3 6-6.5" />
        </>
      ) : kind === 'warning' ? (
        <>
          <path d="M12 3.5L2.5 20h19z" />
          <path d="M12 10v4.5M12 17.3v.2" />
        </>
      ) : kind === 'error' ? (
        <>
          <circle cx="12" cy="12" r="9.5" />
          <path d="M12 7v6M12 16.3v.2" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="9.5" />
          <path d="M12 11v6M12 7.3v.2" />
        </>
      )}
    </svg>
  );
}
