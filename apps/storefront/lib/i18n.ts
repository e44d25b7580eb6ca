/**
 * German texts of the spec's message keys (the shop language is de-DE). The spec leaves the
 * final wording open ("User-facing texts beyond the keys above: not shown"); these are ours.
 * Placeholders are written {name} and filled from the params of a message.
 */
export const MESSAGES_DE: Readonly<Record<string, string>> = {
  // Quantity (catalogue §5, §8)
  'vue.buybox.text.quantity.error': 'Die maximale Bestellmenge für diesen Artikel ist {limit}.',
  'vue.pdp.minQuantity': 'Die Mindestbestellmenge für diesen Artikel ist {limit}.',
  // Used when the orchestrator could not name the limit.
  'vue.buybox.text.quantity.error#noParams': 'Die gewünschte Menge übersteigt die maximale Bestellmenge für diesen Artikel.',
  'vue.pdp.minQuantity#noParams': 'Die gewünschte Menge liegt unter der Mindestbestellmenge für diesen Artikel.',
  'tafel.quantity.notAWholeNumber': 'Bitte geben Sie eine ganze Zahl als Menge ein.',
  // Cart (session §8, catalogue §8)
  'vue.cart.error.somethingWentWrong': 'Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'vue.cart.error.cartNotFound': 'Ihr Warenkorb ist abgelaufen. Bitte legen Sie die Artikel erneut in den Warenkorb.',
  'vue.cart.error.cartSubmitted': 'Dieser Warenkorb wurde bereits bestellt. Bitte lade die Seite neu.',
  'vue.cart.error.itemNotFound': 'Diesen Artikel gibt es leider nicht mehr.',
  'vue.cart.error.itemNotSaleable': 'Dieser Artikel ist derzeit leider nicht bestellbar.',
  'vue.cart.notification.added': 'Der Artikel wurde in den Warenkorb gelegt.',
  'vue.cart.notification.removed': 'Der Artikel „{name}“ wurde aus dem Warenkorb entfernt.',
  'vue.cart.notification.quantityChanged': 'Die Menge wurde geändert.',
  'vue.cart.notification.mergeCarts': 'Ihr Warenkorb wurde mit Ihrem früheren Warenkorb zusammengeführt.',
  'vue.minicart.emptyMessage': 'Ihr Warenkorb ist leer.',
  'vue.checkout.error.orderAlreadySubmitted': 'Diese Bestellung wurde bereits abgeschickt.',
  'vue.checkout.summaryStep.notification.cartChanged': 'Ihr Warenkorb hat sich geändert. Bitte prüfen Sie ihn noch einmal.',
  'vue.checkout.paymentStep.errorNoPaymentSelected': 'Bitte wählen Sie eine Zahlungsart aus.',
  'vue.checkout.payment.error': 'Die Zahlung ist leider fehlgeschlagen. Bitte versuchen Sie es erneut.',
  // Forms (session §5, catalogue §5)
  'vue.form.error.requiredField': 'Bitte fülle dieses Pflichtfeld aus.',
  'vue.form.error.email.incorrect': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'vue.form.error.email.notUnique': 'Diese E-Mail-Adresse ist bereits registriert.',
  'vue.form.error.password.invalidLength': 'Das Passwort muss zwischen {min} und {max} Zeichen lang sein.',
  'vue.form.error.maxLength': 'Bitte geben Sie höchstens {max} Zeichen ein.',
};

/** The generic message shown when nothing more specific is known. */
export const SOMETHING_WENT_WRONG_KEY = 'vue.cart.error.somethingWentWrong';

/** Message params as they come from the orchestrator ([{name, value}]) or as a plain record. */
export type MessageParams = Readonly<Record<string, string | number>> | readonly { name: string; value: string }[];

function toRecord(params: MessageParams | undefined): Record<string, string> {
  if (!params) return {};
  if (Array.isArray(params)) {
    return Object.fromEntries((params as readonly { name: string; value: string }[]).map((p) => [p.name, p.value]));
  }
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
}

/** True when a German text exists for the key. */
export function hasMessage(key: string): boolean {
  return Object.hasOwn(MESSAGES_DE, key);
}

/**
 * The German text of a message key with its placeholders filled. An unknown key falls back to
 * `fallbackKey` (default: the generic "something went wrong"), never to the raw key.
 * A placeholder without a param of its name takes the only param given, if there is exactly one
 * (the orchestrator may name the limit differently). Without any params the key's "#noParams"
 * variant is used when there is one; otherwise an unfilled placeholder is dropped.
 */
export function t(key: string, params?: MessageParams, fallbackKey: string = SOMETHING_WENT_WRONG_KEY): string {
  const values = toRecord(params);
  const entries = Object.values(values);
  const template =
    (entries.length === 0 ? MESSAGES_DE[`${key}#noParams`] : undefined) ??
    MESSAGES_DE[key] ??
    MESSAGES_DE[fallbackKey] ??
    MESSAGES_DE[SOMETHING_WENT_WRONG_KEY] ??
    '';
  const onlyValue = entries.length === 1 ? entries[0] : undefined;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? onlyValue ?? '').replace(/\s+([.,!?])/g, '$1');
}
