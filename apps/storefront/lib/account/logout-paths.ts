// Where the logout page goes (browser and server alike).

/**
 * Spec §8 "vue.error.security.valid_token_required on a logout page → '/'": where the logout page
 * goes once the session is over. A security logout keeps its warning as a toast on '/'.
 */
export function afterEndedLogoutPath(security: boolean): string {
  return security ? '/?toast=vue.error.security.valid_token_required' : '/';
}
