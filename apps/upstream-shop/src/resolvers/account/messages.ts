/**
 * General message keys of the account area (results' errorMessage / generalErrorMessage). The
 * spec names the login failure, the session error and the success notifications; the others
 * follow its vue.* naming (final wording is the shop's: "not shown").
 */
export const AccountMessages = {
  invalidInput: 'vue.form.error.invalidInput',
  invalidCredentials: 'vue.user.login.error.invalidCredentials',
  tooManyAttempts: 'vue.user.login.error.tooManyAttempts',
  forgotTooManyRequests: 'vue.user.forgotPassword.error.tooManyRequests',
  resetInvalidToken: 'vue.user.newPassword.error.invalidToken',
  resetTokenExpired: 'vue.user.newPassword.error.tokenExpired',
  addressNotFound: 'vue.address.error.notFound',
  customerAddressNotDeletable: 'vue.address.error.customerAddressNotDeletable',
  tooManyAddresses: 'vue.address.error.tooMany',
  uploadInvalidSignature: 'vue.upload.error.invalidSignature',
  uploadInvalidFile: 'vue.upload.error.invalidFile',
  uploadTooLarge: 'vue.upload.error.fileTooLarge',
  uploadFileType: 'vue.upload.error.fileType',
  b2bCertificateMissing: 'vue.account.notification.b2bCertificateMissing',
} as const;
