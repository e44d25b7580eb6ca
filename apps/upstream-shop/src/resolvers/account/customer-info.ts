import type { CustomerContact, CustomerInfo, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { INDUSTRY_GROUPS, JOB_TITLES } from '../../data/customers/b2b-lists.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { requireAccount } from './guards.js';
import { AccountMessages } from './messages.js';

const MAX_URL_LENGTH = 2000;

function checkUrl(url: string): void {
  if (url.length > MAX_URL_LENGTH || !(url.startsWith('/') || /^https?:\/\/\S+$/i.test(url))) {
    throw badUserInput(`url must be a path or an http(s) URL of at most ${MAX_URL_LENGTH} characters.`);
  }
}

/** Spec §3 customer info. A missing or stale session is an anonymous visitor, not an error. */
function customerInfo(context: UpstreamContext): CustomerInfo {
  const current = context.customer;
  const record = current ? context.stores.customers.get(current.customerId) : undefined;
  const anonymousSegment = context.shop === 'b2b' ? 'b2b' : 'b2c';
  if (!record) {
    return {
      userId: context.userId,
      customerId: null,
      isExistingCustomer: false,
      isNewCustomer: true,
      isGuest: false,
      isInternal: false,
      visitorType: 'new-customer',
      visitorLoginState: false,
      categoryType: anonymousSegment,
      notification: null,
    };
  }
  const guest = record.kind === 'guest';
  const missingCertificate = record.kind === 'b2b' && !context.stores.account.certificates.get(record.customerId);
  return {
    userId: context.userId,
    customerId: record.customerId,
    isExistingCustomer: !guest,
    isNewCustomer: false,
    isGuest: guest,
    isInternal: record.isInternal,
    visitorType: guest ? 'guest' : 'existing-customer',
    visitorLoginState: !guest,
    categoryType: record.isInternal ? 'internal' : record.kind === 'b2b' ? 'b2b' : guest ? anonymousSegment : 'b2c',
    notification: missingCertificate ? AccountMessages.b2bCertificateMissing : null,
  };
}

function customerContact(context: UpstreamContext): CustomerContact {
  const { record } = requireAccount(context);
  return {
    email: record.email,
    phone: record.phone,
    customerNumber: record.customerNumber,
    termsOfPayment: record.termsOfPayment,
    paymentMethod: record.paymentMethod,
    VATRegistrationNo: record.vatRegistrationNo ?? null,
    jobTitleCode: record.jobTitleCode ?? null,
    primaryIndustryGroupCode: record.primaryIndustryGroupCode ?? null,
    numberOfEmployees: record.numberOfEmployees ?? null,
    salutation: record.salutation,
    firstName: record.firstName,
    lastName: record.lastName,
    customerType: record.kind,
    hasB2bCertificate: context.stores.account.certificates.get(record.customerId) !== undefined,
  };
}

export const customerInfoResolvers: Resolvers<UpstreamContext> = {
  Query: {
    getCustomerInfo: (_parent, { url }, context) => {
      checkUrl(url);
      return customerInfo(context);
    },
    getCustomerContact: (_parent, _args, context) => customerContact(context),
    getJobTitles: () => JOB_TITLES.map((e) => ({ ...e })),
    getIndustryGroups: () => INDUSTRY_GROUPS.map((e) => ({ ...e })),
  },
};
