/** The id of the header's logo drawing, which the footer shows again (components/layout/logo.tsx). */
export const LOGO_ID = 'tafel-logo';
