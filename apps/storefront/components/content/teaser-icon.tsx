/** The HTML Box Teaser's icons by CMS iconType (truck, invoice, phone, ...); an unknown name gets the check mark. */
const PATHS: Readonly<Record<string, string>> = {
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zM19 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z',
  invoice: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  phone: 'M6.6 3.5 9.5 3l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L17 13l4 1.5-.5 2.9A2 2 0 0 1 18.5 19 15.5 15.5 0 0 1 5 5.5a2 2 0 0 1 1.6-2z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
};
const CHECK = 'M4 12.5 9.5 18 20 6.5';

export function TeaserIcon({ type, className }: { type: string | null | undefined; className?: string }) {
  const path = (type && PATHS[type.toLowerCase()]) || CHECK;
  return (
    <svg className={className} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
