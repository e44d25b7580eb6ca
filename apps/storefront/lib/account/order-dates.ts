// Dates of the order history in the shop's time zone: an order's moment (ISO 8601) and a
// parcel's day (YYYY-MM-DD, a calendar day that must not shift with the time zone).

const SHOP_TIME_ZONE = 'Europe/Berlin';
const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
    formats.set(key, found);
  }
  return found;
}

/** "14.11.2026" / "14/11/2026"; the raw text when it is not a date. */
export function formatOrderDate(iso: string, intlLocale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(intlLocale, SHOP_TIME_ZONE).format(date);
}

/** A calendar day (YYYY-MM-DD) as the shop writes it. */
export function formatDay(day: string, intlLocale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return format(intlLocale, 'UTC').format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
