// German labels of the support console (staff tools speak the shop's language).
import { formatCents } from '@tafel/domain';

export const CATEGORY_LABELS: Record<string, string> = {
  PAYMENT_DECLINED: 'Zahlung abgelehnt',
  CART_CHANGED: 'Warenkorb geändert',
  ADDRESS_REJECTED: 'Adresse abgelehnt',
  UPSTREAM_UNAVAILABLE: 'Shop-System nicht erreichbar / Zeitüberschreitung',
  UPSTREAM_REFUSED: 'Vom Shop-System abgelehnt (Daten)',
  UPLOAD_FAILED: 'Foto-Upload fehlgeschlagen',
  UNKNOWN: 'Unbekannt',
};

/** What failed (issue 25: returns and their photos beside the orders). */
export const KIND_LABELS: Record<string, string> = {
  ORDER_SUBMISSION: 'Bestellung',
  RETURN_SUBMISSION: 'Retoure',
  PHOTO_UPLOAD: 'Foto-Upload',
};

export const STATUS_LABELS: Record<string, string> = {
  OPEN: 'Offen',
  REPLAYING: 'Wird erneut übermittelt',
  RESOLVED: 'Erledigt (Bestellung angelegt)',
};

/** A return photo's own state (the returns machine's, plus `removed` from the support index). */
export const PHOTO_STATE_LABELS: Record<string, string> = { queued: 'wartet', uploading: 'wird hochgeladen', uploaded: 'hochgeladen', failed: 'fehlgeschlagen', removed: 'entfernt' };

/** "Erledigt" means something else per kind. */
const RESOLVED_LABELS: Record<string, string> = {
  RETURN_SUBMISSION: 'Erledigt (Retoure angelegt)',
  PHOTO_UPLOAD: 'Erledigt (hochgeladen oder entfernt)',
};

/** The status of a failure, in the words of its kind. */
export function statusLabel(status: string | null | undefined, kind: string | null | undefined): string {
  if (status === 'RESOLVED' && kind && RESOLVED_LABELS[kind]) return RESOLVED_LABELS[kind]!;
  return label(STATUS_LABELS, status);
}

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

/** Why a failed return or photo cannot be replayed (the orchestrator's ReturnReplayObstacle). */
export const RETURN_REFUSAL_LABELS: Record<string, string> = {
  FORBIDDEN: 'Ihre Rolle (Engineer) darf nicht wiederholen.',
  UPSTREAM_REFUSED: 'Das Shop-System hat die Daten der Retoure abgelehnt: dieselben Daten würden wieder abgelehnt. Die Kundin / der Kunde muss sie ändern.',
  ALREADY_SUBMITTED: 'Die Retoure ist bereits angelegt.',
  SUBMISSION_IN_PROGRESS: 'Die Übermittlung läuft gerade.',
  UPLOAD_IN_PROGRESS: 'Das Foto wird gerade hochgeladen.',
  ALREADY_UPLOADED: 'Das Foto ist bereits hochgeladen.',
  PHOTO_REMOVED: 'Das Foto wurde entfernt.',
  NOT_IN_THIS_STATE: 'Die Retoure ist nicht (mehr) in diesem Fehlerzustand.',
};

export const RETURN_PREDICTION_LABELS: Record<string, string> = {
  WILL_SUBMIT_SAME_ATTEMPT: 'Derselbe Übermittlungs-Job läuft erneut (gleiche Job-ID): das Shop-System beantwortet dieselbe Retoure mit seinem ersten Ergebnis, es entsteht höchstens eine Retoure.',
  WILL_UPLOAD_AGAIN: 'Das Foto wird erneut in die Warteschlange gestellt und mit einem neuen Upload-Job hochgeladen.',
  WILL_FAIL_REFUSED: 'Das Shop-System hat die Daten abgelehnt: eine Wiederholung würde wieder abgelehnt.',
  NOTHING_TO_DO: 'Nichts zu tun.',
  NOT_NOW: 'Gerade nicht möglich.',
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
