import Link from 'next/link';

/**
 * A form's general answer: an error (role alert) or a success (role status), with the login link
 * of a protected change whose session is over (spec §6: shown, never a silent logout).
 */
export function FormNotice({ message, ok, loginLink, loginText, testId }: { message: string | null; ok: boolean; loginLink?: string | undefined; loginText?: string; testId: string }) {
  if (!message) return null;
  return (
    <p className={`notice ${ok ? 'notice-success' : 'notice-error'}`} role={ok ? 'status' : 'alert'} data-testid={testId}>
      {message}
      {loginLink && loginText ? (
        <>
          {' '}
          <Link href={loginLink} prefetch={false} data-testid={`${testId}-login`}>
            {loginText}
          </Link>
        </>
      ) : null}
    </p>
  );
}
