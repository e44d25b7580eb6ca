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
  'vue.cart.error.cartSubmitted': 'Dieser Warenkorb wurde bereits bestellt. Bitte laden Sie die Seite neu.',
  'vue.cart.error.itemNotFound': 'Diesen Artikel gibt es leider nicht mehr.',
  'vue.cart.error.itemNotSaleable': 'Dieser Artikel ist derzeit leider nicht bestellbar.',
  'vue.cart.notification.added': 'Der Artikel wurde in den Warenkorb gelegt.',
  'vue.cart.notification.removed': 'Der Artikel „{name}“ wurde aus dem Warenkorb entfernt.',
  'vue.cart.notification.quantityChanged': 'Die Menge wurde geändert.',
  'vue.cart.notification.mergeCarts': 'Ihr Warenkorb wurde mit Ihrem früheren Warenkorb zusammengeführt.',
  'vue.minicart.emptyMessage': 'Ihr Warenkorb ist leer.',
  // Checkout (session §4, §8)
  'vue.checkout.error.orderAlreadySubmitted': 'Diese Bestellung wurde bereits abgeschickt.',
  'vue.checkout.summaryStep.notification.cartChanged': 'Ihr Warenkorb hat sich geändert. Bitte prüfen Sie ihn noch einmal.',
  'vue.checkout.paymentStep.errorNoPaymentSelected': 'Bitte wählen Sie eine Zahlungsart aus.',
  'vue.checkout.paymentStep.errorPaymentNotAvailable': 'Diese Zahlungsart ist für Ihre Bestellung leider nicht verfügbar. Bitte wählen Sie eine andere.',
  'vue.checkout.payment.error': 'Die Zahlung ist leider fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'vue.checkout.notification.sessionExpired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an oder bestellen Sie als Gast.',
  'vue.checkout.shippingStep.error.shipperNotAvailable': 'Diese Versandart ist für Ihre Bestellung leider nicht verfügbar. Bitte wählen Sie eine andere.',
  'vue.checkout.error.addressNotFound': 'Diese Adresse wurde nicht gefunden. Bitte wählen Sie eine andere Adresse.',
  'vue.checkout.error.packstationNotAllowedForBilling': 'Eine Packstation kann nicht als Rechnungsadresse verwendet werden.',
  'vue.checkout.error.speditionDataInvalid': 'Bitte prüfen Sie Ihre Angaben zur Speditionslieferung.',
  'vue.checkout.error.speditionDataMissing': 'Bitte ergänzen Sie Ihre Angaben zur Speditionslieferung.',
  'vue.checkout.error.emptyCart': 'Ihr Warenkorb ist leer. Bitte legen Sie zuerst Artikel in den Warenkorb.',
  'vue.checkout.error.billingAddressMissing': 'Bitte geben Sie eine Rechnungsadresse an.',
  'vue.checkout.error.noShipperAvailable': 'Für diese Lieferadresse steht leider keine Versandart zur Verfügung.',
  // Session and account (session §4, §8)
  'vue.error.security.valid_token_required': 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'vue.user.login.error.invalidCredentials': 'Die Anmeldedaten sind nicht korrekt. Bitte prüfen Sie E-Mail-Adresse bzw. Kundennummer und Passwort.',
  'vue.user.login.error.tooManyAttempts': 'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  'vue.user.registerPage.notification.successRegister': 'Vielen Dank für Ihre Registrierung. Ihr Kundenkonto ist angelegt.',
  'vue.user.password.notification.successfulChange': 'Ihr Passwort wurde geändert.',
  'vue.user.forgotPassword.error.tooManyRequests': 'Sie haben zu oft ein neues Passwort angefordert. Bitte versuchen Sie es später erneut.',
  'vue.user.newPassword.error.invalidToken': 'Dieser Link ist nicht gültig. Bitte fordern Sie ein neues Passwort an.',
  'vue.user.newPassword.error.tokenExpired': 'Dieser Link ist abgelaufen. Bitte fordern Sie ein neues Passwort an.',
  'vue.address.error.notFound': 'Diese Adresse wurde nicht gefunden.',
  'vue.address.error.customerAddressNotDeletable': 'Ihre Kundenadresse kann nicht gelöscht werden.',
  'vue.address.error.tooMany': 'Sie haben die größtmögliche Zahl an Adressen gespeichert. Bitte löschen Sie zuerst eine Adresse.',
  'vue.account.notification.b2bCertificateMissing': 'Bitte laden Sie Ihren Nachweis als Schule oder Einrichtung hoch, um auf Rechnung bestellen zu können.',
  'vue.upload.error.invalidSignature': 'Das Hochladen ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  'vue.upload.error.invalidFile': 'Diese Datei kann nicht gelesen werden.',
  'vue.upload.error.fileTooLarge': 'Diese Datei ist zu groß.',
  'vue.upload.error.fileType': 'Dieser Dateityp wird nicht unterstützt.',
  // Forms (session §5, catalogue §5; field errors of the upstream and of @tafel/domain)
  'vue.form.error.requiredField': 'Bitte füllen Sie dieses Pflichtfeld aus.',
  'vue.form.error.email.incorrect': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'vue.form.error.email.notUnique': 'Diese E-Mail-Adresse ist bereits registriert.',
  'vue.form.error.password.invalidLength': 'Das Passwort muss zwischen {min} und {max} Zeichen lang sein.',
  'vue.form.error.password.invalidLength#noParams': 'Das Passwort ist zu kurz oder zu lang.',
  'vue.form.error.password.notEqual': 'Die Passwörter stimmen nicht überein.',
  'vue.form.error.password.wrong': 'Das Passwort ist nicht korrekt.',
  'vue.form.error.maxLength': 'Bitte geben Sie höchstens {max} Zeichen ein.',
  'vue.form.error.maxLength#noParams': 'Ihre Eingabe ist zu lang.',
  'vue.form.error.invalidFormat': 'Bitte prüfen Sie das Format Ihrer Eingabe.',
  'vue.form.error.invalidInput': 'Bitte prüfen Sie Ihre Eingabe.',
  'vue.form.error.invalidOption': 'Bitte wählen Sie eine der angebotenen Möglichkeiten.',
  'vue.form.error.invalidCharacters': 'Ihre Eingabe enthält Zeichen, die hier nicht erlaubt sind.',
  'vue.form.error.unknownField': 'Dieses Feld ist nicht vorgesehen. Bitte laden Sie die Seite neu.',
  'vue.form.error.postcode.incorrect': 'Bitte geben Sie eine gültige Postleitzahl ein.',
  'vue.form.error.country.notAllowed': 'Dieses Land ist hier leider nicht möglich.',
  'vue.form.error.salutation.incorrect': 'Bitte wählen Sie eine Anrede aus.',
  'vue.form.error.street.numberMissing': 'Bitte geben Sie auch die Hausnummer an.',
  'vue.form.error.phone.incorrect': 'Bitte geben Sie eine gültige Telefonnummer ein.',
  'vue.form.error.phone.invalidCharacters': 'Bitte verwenden Sie nur Ziffern, Leerzeichen, „+“ und „-“.',
  'vue.form.error.customerNumber.notUnique': 'Diese Kundennummer ist bereits registriert.',
  'vue.form.error.buyerReference.invalid': 'Bitte geben Sie eine gültige Leitweg-ID ein (z. B. 991-12345-67).',
  'vue.form.error.buyerReference.incorrect': 'Bitte geben Sie eine gültige Leitweg-ID ein (z. B. 991-12345-67).',
  'vue.form.error.digitsOnly': 'Bitte geben Sie nur Ziffern ein.',
  'vue.form.error.lettersDigitsDashPlus': 'Bitte verwenden Sie nur Buchstaben, Ziffern, „+“ und „-“.',
  'vue.form.error.name.invalidCharacters': 'Bitte verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und die Zeichen . \' - & /.',
  'vue.form.error.startsWithLetter': 'Die Eingabe muss mit einem Buchstaben beginnen.',
  'vue.form.error.containsDigit': 'Bitte geben Sie auch eine Hausnummer an.',
  // Why the checkout machine refuses a step (libs/checkout-machine GuardReason): explained at the buttons.
  'tafel.checkout.reason.CART_EMPTY': 'Ihr Warenkorb ist leer.',
  'tafel.checkout.reason.LOGIN_REQUIRED': 'Bitte melden Sie sich zuerst an oder wählen Sie „Als Gast bestellen“.',
  'tafel.checkout.reason.SHIPPING_NOT_VALIDATED': 'Bitte speichern Sie zuerst Ihre Liefer- und Rechnungsdaten.',
  'tafel.checkout.reason.SHIPPER_REFUSED': 'Diese Versandart ist für die gewählte Lieferadresse nicht möglich.',
  'tafel.checkout.reason.PAYMENT_NOT_APPLICABLE': 'Für diese Bestellung ist keine Zahlungsart zu wählen.',
  'tafel.checkout.reason.PAYMENT_NOT_SELECTED': 'Bitte wählen Sie eine Zahlungsart aus.',
  'tafel.checkout.reason.BUYER_REFERENCE_INVALID': 'Bitte geben Sie eine gültige Leitweg-ID ein (z. B. 991-12345-67).',
  'tafel.checkout.reason.AMAZON_PAY_UNAVAILABLE': 'Amazon Pay ist für diese Bestellung leider nicht möglich.',
  'tafel.checkout.reason.AMAZON_PAY_NOT_SELECTED': 'Amazon Pay ist nicht ausgewählt.',
  'tafel.checkout.reason.AMAZON_PAY_FAILED': 'Die Zahlung mit Amazon Pay ist fehlgeschlagen.',
  'tafel.checkout.reason.ALREADY_SUBMITTED': 'Diese Bestellung wurde bereits abgeschickt.',
  'tafel.checkout.reason.SUBMISSION_IN_PROGRESS': 'Ihre Bestellung wird gerade übermittelt.',
  'tafel.checkout.reason.SESSION_EXISTS': 'Sie sind bereits angemeldet.',
  'tafel.checkout.reason.ORDER_ID_MISSING': 'Zu dieser Seite gibt es keine Bestellung.',
  'tafel.checkout.reason.ORDER_ID_NOT_IN_QUERY': 'Zu dieser Seite gibt es keine Bestellung.',
  'tafel.checkout.reason.SESSION_EXPIRED': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'tafel.checkout.reason.NOT_RETRYABLE': 'Diese Bestellung kann so nicht erneut gesendet werden.',
  'tafel.checkout.reason.NOT_IN_THIS_STATE': 'Dieser Schritt ist gerade nicht möglich.',
  'tafel.checkout.submitting': 'Ihre Bestellung wird übermittelt …',
  'tafel.checkout.redirecting': 'Sie werden zum Zahlungsanbieter weitergeleitet …',
  'tafel.checkout.upstreamUnavailable': 'Ihre Bestellung konnte gerade nicht übermittelt werden, weil unser Bestellsystem nicht erreichbar ist. Es wurde nichts bestellt. Bitte versuchen Sie es gleich noch einmal.',
  'tafel.checkout.addressRejected': 'Ihre Adresse wurde nicht angenommen. Bitte prüfen Sie Ihre Liefer- und Rechnungsdaten.',
  'tafel.checkout.expressPayFailed': 'Die Zahlung mit Amazon Pay konnte nicht abgeschlossen werden. Bitte wenden Sie sich an unseren Kundenservice.',
  // Literal messages of the spec (§4 submit fallback, §8 timeout and network error), shown in German.
  'Internal error': 'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'Request timed out (5000ms)': 'Der Shop antwortet gerade nicht. Bitte versuchen Sie es in einem Moment erneut.',
  'Network error': 'Der Shop ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
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
