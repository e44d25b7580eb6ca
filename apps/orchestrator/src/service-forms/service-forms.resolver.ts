import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { FormInput, NewsletterInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { shopperFrom, validatedInput } from '../request/index.js';
import { formClientAddress } from './form-limits.js';
import { FormDto, NewsletterDto } from './service-forms.dto.js';
import type { FormAnswer, NewsletterAnswer } from './service-forms-results.js';
import { ServiceFormsService } from './service-forms.service.js';

/** orchestrator-content.graphql: subscribeNewsletter, unsubscribeNewsletter, submitForm. */
@Resolver()
export class ServiceFormsResolver {
  constructor(
    private readonly forms: ServiceFormsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private address(req: Request): string | null {
    return formClientAddress(req, this.config.support.internalApiSecret);
  }

  @Mutation('subscribeNewsletter')
  subscribeNewsletter(@Args('input') input: NewsletterInput, @Context('req') req: Request): Promise<NewsletterAnswer> {
    const { email } = validatedInput(NewsletterDto, input);
    return this.forms.subscribe(email, shopperFrom(req), this.address(req));
  }

  @Mutation('unsubscribeNewsletter')
  unsubscribeNewsletter(@Args('input') input: NewsletterInput, @Context('req') req: Request): Promise<NewsletterAnswer> {
    const { email } = validatedInput(NewsletterDto, input);
    return this.forms.unsubscribe(email, shopperFrom(req), this.address(req));
  }

  @Mutation('submitForm')
  submitForm(@Args('input') input: FormInput, @Context('req') req: Request): Promise<FormAnswer> {
    const { formId, fields } = validatedInput(FormDto, input);
    return this.forms.submit(formId, fields, shopperFrom(req), this.address(req));
  }
}
