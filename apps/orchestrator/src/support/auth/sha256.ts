import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a text, hex. Secrets and personal data (session and device tokens, e-mails,
 * addresses) are kept in Redis keys only this way, so a Redis dump holds none of them.
 */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
