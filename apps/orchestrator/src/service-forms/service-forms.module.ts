import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { FormLimits } from './form-limits.js';
import { ServiceFormsResolver } from './service-forms.resolver.js';
import { ServiceFormsService } from './service-forms.service.js';

/** Newsletter sign-up and sign-off and the shop's forms; exports the form limit for other stranger-posted forms (rating). */
@Module({
  imports: [UpstreamModule],
  providers: [ServiceFormsResolver, ServiceFormsService, FormLimits],
  exports: [FormLimits],
})
export class ServiceFormsModule {}
