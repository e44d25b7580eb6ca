// Prints the scrypt hash of a password for SUPPORT_ACCOUNTS:
//   node apps/orchestrator/dist/support/auth/hash-password.js 'the password'
import { hashPassword } from './password.js';

const password = process.argv[2];
if (!password || password.length < 12) {
  console.error('Usage: node apps/orchestrator/dist/support/auth/hash-password.js <password of at least 12 characters>');
  process.exit(1);
}
console.log(await hashPassword(password));
