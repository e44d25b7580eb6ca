import { Inject, Injectable } from '@nestjs/common';
import { GetB2bListsDocument, GetCustomerContactDocument, GetCustomerNotificationDocument } from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../common/site.js';
import { TtlCache } from '../common/ttl-cache.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import type { B2bCodes } from './customer-forms.js';
import { toAccountContact, type AccountContactView, type B2bOptions } from './customer-results.js';

/** The page the account's contact is read for (getCustomerInfo wants one; it does not change the answer). */
const CONTACT_PAGE = '/myaccount/contact-details';

/** The upstream reads the account features share: the B2B lists (cached) and the customer's contact. */
@Injectable()
export class CustomerUpstream {
  private readonly lists: TtlCache<B2bOptions>;

  constructor(
    private readonly client: UpstreamClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // The lists change with a shop release, not per visitor: a few minutes old is fine.
    this.lists = new TtlCache<B2bOptions>(config.account.b2bListsCacheMs, 10);
  }

  /** Job titles and kinds of institution (German texts), per site. */
  b2bOptions(site: Site): Promise<B2bOptions> {
    return this.lists.get(site, async () => {
      const answer = await this.client.request(GetB2bListsDocument, {}, { site });
      return {
        jobTitles: answer.getJobTitles.map((entry) => ({ code: entry.entryCode, text: entry.entryText })),
        industryGroups: answer.getIndustryGroups.map((entry) => ({ code: entry.entryCode, text: entry.entryText })),
      };
    });
  }

  async b2bCodes(site: Site): Promise<B2bCodes> {
    const options = await this.b2bOptions(site);
    return { jobTitles: new Set(options.jobTitles.map((o) => o.code)), industryGroups: new Set(options.industryGroups.map((o) => o.code)) };
  }

  /** The account as the upstream keeps it (UNAUTHENTICATED without an account session). */
  async account(jwt: string, site: Site, userId: string | undefined) {
    return (await this.client.request(GetCustomerContactDocument, {}, { jwt, site, userId })).getCustomerContact;
  }

  /** The logged-in customer's contact and account data (UNAUTHENTICATED without an account session). */
  async contact(jwt: string, site: Site, userId: string | undefined): Promise<AccountContactView> {
    const options = { jwt, site, userId };
    const [contact, info, lists] = await Promise.all([
      this.client.request(GetCustomerContactDocument, {}, options),
      this.client.request(GetCustomerNotificationDocument, { url: CONTACT_PAGE }, options),
      this.b2bOptions(site),
    ]);
    return toAccountContact(contact.getCustomerContact, info.getCustomerInfo.notification, lists);
  }
}
