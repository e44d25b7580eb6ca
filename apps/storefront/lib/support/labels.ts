// German labels of the support console (staff tools speak the shop's language).
import { formatCents } from '@tafel/domain';

export const CATEGORY_LABELS: Record<string, string> = {
  PAYMENT_DECLINED: 'Zahlung abgelehnt',
  CART_CHANGED: 'Warenkorb geändert',
  ADDRESS_REJECTED: 'Adresse abgelehnt',
  UPSTREAM_UNAVAILABLE: 'Shop-System nicht erreichbar / Zeitüberschreitung',
  UNKNOWN: 'Unbekannt',
};

export const STATUS_LABELS: Record<string, string> = {
  OPEN: 'Offen',
  REPLAYING: 'Wird erneut übermittelt',
  RESOLVED: 'Erledigt (Bestellung angelegt)',
};

export const OUTCOME_LABELS: Record<string, string> = {
  STARTED: 'Gestartet',
  RESUMED: 'Fortgesetzt (Job lief nicht mehr)',
  ALREADY_RUNNING: 'Lief bereits',
  ALREADY_CONFIRMED: 'Bereits bestellt',
  SESSION_MISSING: 'Sitzung der Kundin / des Kunden abgelaufen',
  REFUSED: 'Abgelehnt',
};

export const PREDICTION_LABELS: Record<string, string> = {
  WILL_SUBMIT: 'Der Warenkorb wird einmal an das Shop-System übermittelt.',
  WILL_RECORD_EXISTING_ORDER: 'Das Shop-System hat die Bestellung bereits: sie wird übernommen, nichts wird erneut übermittelt.',
  WILL_FAIL_CART_CHANGED: 'Der Warenkorb hat sich seit der Bestellung geändert: die Wiederholung wird mit „Warenkorb geändert“ enden.',
  WILL_FAIL_ALREADY_SUBMITTED: 'Der Warenkorb wurde anderweitig bestellt: die Wiederholung wird mit „bereits bestellt“ enden.',
  WILL_FAIL_SESSION_MISSING: 'Die Sitzung der Kundin / des Kunden ist abgelaufen: es kann nichts übermittelt werden.',
  UPSTREAM_UNREACHABLE: 'Das Shop-System antwortet gerade nicht; der Job versucht es mit Wartezeiten erneut.',
  NOTHING_TO_DO: 'Die Bestellung existiert bereits: nichts zu tun.',
};

export const REFUSAL_LABELS: Record<string, string> = {
  FORBIDDEN: 'Ihre Rolle (Engineer) darf nicht wiederholen.',
  ALREADY_CONFIRMED: 'Die Bestellung ist bereits angelegt.',
  SUBMISSION_IN_PROGRESS: 'Die Übermittlung läuft gerade.',
  NOT_IN_THIS_STATE: 'Der Checkout ist nicht (mehr) in einem Fehlerzustand.',
  SESSION_MISSING: 'Die Sitzung der Kundin / des Kunden ist abgelaufen.',
};

export const CHANGE_LABELS: Record<string, string> = { SAME: 'gleich', ADDED: 'neu', REMOVED: 'entfernt', CHANGED: 'geändert' };

export function label(map: Record<string, string>, key: string | null | undefined): string {
  return key ? (map[key] ?? key) : '—';
}

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Berlin' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateTime.format(ms);
}

/** A price of the console (German format, like the shop's), or a dash when there is none. */
export function euro(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '—' : formatCents(cents);
}

/** "in 30 Sekunden", "in 1 Minute", "in 15 Minuten": when a refused sign-in may be tried again (rounded up). */
export function retryIn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? 'in 1 Sekunde' : `in ${s} Sekunden`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? 'in 1 Minute' : `in ${minutes} Minuten`;
}
