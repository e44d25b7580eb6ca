'use client';

// A client component although it has no state: a server component's drawing is spelled out element
// by element in every page's RSC payload (~1 kB for this one), a client component's is a reference
// to its chunk, which loads with every page anyway (issue 24's HTML budget). LOGO_ID: ./logo-id.

/**
 * The Tafel mark (decorative: the surrounding link carries the name): a small chalkboard in a wooden frame with a chalk "T", next to the wordmark.
 * `id` names its drawing, so that LogoCopy can show it again further down the page.
 */
export function Logo({ className, id }: { className?: string; id?: string }) {
  return (
    <svg className={className} viewBox="0 0 168 48" width="168" height="48" aria-hidden="true" focusable="false">
      <g id={id}>
        <rect x="1" y="3" width="54" height="42" rx="8" fill="#b97a41" />
        <rect x="5" y="7" width="46" height="34" rx="5" fill="#23493f" />
        <path d="M15 15.5c6.5-1 14-1.3 26-.6" stroke="#fbfaf5" strokeWidth="3.2" strokeLinecap="round" fill="none" />
        <path d="M28.4 15.6c-.6 6.4-.8 12.2-.3 18" stroke="#fbfaf5" strokeWidth="3.2" strokeLinecap="round" fill="none" />
        <path d="M36 33.5h8" stroke="#f6c945" strokeWidth="2.6" strokeLinecap="round" />
        <rect x="40" y="41" width="10" height="3.5" rx="1.5" fill="#fbfaf5" />
        <text
          x="66"
          y="35"
          fill="currentColor"
          fontFamily="ui-rounded, 'Arial Rounded MT Bold', 'Nunito', ui-sans-serif, system-ui, sans-serif"
          fontSize="31"
          fontWeight="800"
          letterSpacing="-0.5"
        >
          Tafel
        </text>
      </g>
    </svg>
  );
}

/** The logo drawn by `<Logo id={of}>` earlier in the page, again (its text takes this place's colour). */
export function LogoCopy({ of, className }: { of: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 168 48" width="168" height="48" aria-hidden="true" focusable="false">
      <use href={`#${of}`} />
    </svg>
  );
}
