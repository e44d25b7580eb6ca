/**
 * Message keys of the return flow. orderNotFound is the spec's; the others follow its naming
 * (the spec does not list them). Clients translate the keys.
 */
export const RETURN_MESSAGES = {
  orderNotFound: 'vue.returns.error.orderNotFound',
  noItemsSelected: 'vue.returns.error.noItemsSelected',
  invalidSelection: 'vue.returns.error.invalidSelection',
  quantityExceeded: 'vue.returns.error.quantityExceeded',
  invalidReason: 'vue.returns.error.invalidReason',
  commentRequired: 'vue.returns.error.commentRequired',
  imageRequired: 'vue.returns.error.imageRequired',
  invalidImage: 'vue.returns.error.invalidImage',
  invalidComponent: 'vue.returns.error.invalidComponent',
  invalidRegulation: 'vue.returns.error.invalidRegulation',
  invalidCarrier: 'vue.returns.error.invalidCarrier',
  invalidLabels: 'vue.returns.error.invalidLabels',
  invalidSignature: 'vue.upload.error.invalidSignature',
  invalidFile: 'vue.upload.error.invalidFile',
  fileTooLarge: 'vue.upload.error.fileTooLarge',
  tooManyImages: 'vue.upload.error.tooManyFiles',
  phoneIncorrect: 'vue.form.error.phone.incorrect',
} as const;

/** A failed return check: the key and, where one input is to blame, its dotted field name. */
export interface ReturnProblem {
  errorMsg: string;
  errorField: string | null;
}

export const problem = (errorMsg: string, errorField: string | null = null): ReturnProblem => ({ errorMsg, errorField });
