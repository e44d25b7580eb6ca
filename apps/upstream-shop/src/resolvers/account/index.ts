import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { UpstreamContext } from '../context.js';
import { accountDataResolvers } from './account-data.js';
import { addressResolvers } from './addresses.js';
import { authResolvers } from './auth.js';
import { certificateResolvers } from './certificate.js';
import { customerInfoResolvers } from './customer-info.js';
import { mergeCartsResolvers } from './merge-carts.js';
import { passwordResolvers } from './password.js';
import { payWithAccountResolvers } from './pay-with-account.js';
import { registerResolvers } from './register.js';

/** The account area (customers, sessions, address book), spread into AREAS of src/resolvers/index.ts. */
export const accountAreaResolvers: Resolvers<UpstreamContext>[] = [
  authResolvers,
  registerResolvers,
  passwordResolvers,
  accountDataResolvers,
  customerInfoResolvers,
  addressResolvers,
  mergeCartsResolvers,
  payWithAccountResolvers,
  certificateResolvers,
];
