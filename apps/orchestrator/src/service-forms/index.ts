// Front door of service-forms/: the module, and the per-address form limit the other forms a
// stranger can post (the rating) share with it.
export { FormLimits, formClientAddress } from './form-limits.js';
export { formRateLimited, FORM_RATE_LIMITED_KEY, type FormRateLimitedResult } from './service-forms-results.js';
export { ServiceFormsModule } from './service-forms.module.js';
