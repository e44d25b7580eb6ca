import { domainToASCII, domainToUnicode } from 'node:url';

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

/**
 * The e-mail as the orchestrator stores it: a Unicode domain (as a shopper types it, or as
 * displayEmail shows it) becomes its punycode form; the local part stays as typed. Server only.
 */
export function asciiEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return email;
  const domain = email.slice(at + 1);
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(domain)) return email;
  const encoded = domainToASCII(domain);
  return encoded ? `${email.slice(0, at)}@${encoded}` : email;
}
