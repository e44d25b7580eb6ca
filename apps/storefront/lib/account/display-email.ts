import { domainToUnicode } from 'node:url';

/**
 * Spec §5: punycode e-mails are displayed decoded (the domain; the local part is ASCII as stored).
 * Anything that is not local@domain is shown as it is. Server only.
 */
export function displayEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return email;
  const domain = email.slice(at + 1);
  if (!/(^|\.)xn--/i.test(domain)) return email;
  const decoded = domainToUnicode(domain);
  return decoded ? `${email.slice(0, at)}@${decoded}` : email;
}
