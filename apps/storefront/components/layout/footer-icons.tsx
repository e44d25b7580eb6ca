// The footer's small drawings: the social networks' marks (simplified, one colour) and the
// quality promise's seal. Inline SVG: a few hundred bytes, no extra requests.

const SOCIAL: Readonly<Record<string, string>> = {
  facebook: 'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21z',
  instagram: 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm4.5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5-1.2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  pinterest: 'M12 3a9 9 0 0 0-3.3 17.4c-.1-.8-.1-2 .1-2.8l1.1-4.6s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.7-3.9-4-3.9-2.8 0-4.4 2.1-4.4 4.2 0 .8.3 1.7.7 2.2l.1.3-.3 1c0 .2-.2.2-.4.1-1.2-.6-2-2.4-2-3.8 0-3.1 2.3-6 6.5-6 3.4 0 6.1 2.4 6.1 5.7 0 3.4-2.2 6.1-5.1 6.1-1 0-2-.5-2.3-1.1l-.6 2.4c-.2.9-.9 2-1.3 2.6A9 9 0 1 0 12 3z',
  youtube: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  blog: 'M5 3h14v18H5zm3 4v2h8V7zm0 4v2h8v-2zm0 4v2h5v-2z',
  linkedin: 'M4 9h3.5v11H4zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.4v1.5c.5-.9 1.7-1.8 3.4-1.8 3.6 0 4.2 2.3 4.2 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z',
  xing: 'M6 7h3l1.8 3.2L8.3 15h-3l2.5-4.7zm8.5-4h3.2l-5.4 9.6L15.8 21h-3.2l-3.5-8.4z',
};

export function FooterSocialIcon({ id }: { id: string }) {
  const path = SOCIAL[id] ?? SOCIAL.blog;
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/** The quality promise's seal (the trusted-shops badge of the spec, drawn as the shop's own). */
export function TrustBadge({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" role="img" aria-label={label}>
      <circle cx="32" cy="32" r="30" fill="#f6c945" />
      <circle cx="32" cy="32" r="24" fill="none" stroke="#14302a" strokeWidth="2" strokeDasharray="3 3" />
      <path d="m21 33 7.5 7.5L44 24" fill="none" stroke="#14302a" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
