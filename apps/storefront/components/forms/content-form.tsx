import { ContentFormKeys, contentForm, type ContentFormDefinition } from '@tafel/domain';
import type { ButtonScheme } from '@tafel/graphql-schema/storefront';
import { buttonClass } from '@/lib/content/teaser-view';
import { CATALOGUES } from '@/lib/i18n/i18n';
import type { Messages, Translator } from '@/lib/i18n/translate';
import { currentTranslator } from '@/lib/site/site';
import styles from '@/components/service/service.module.css';
import type { ContentFormTexts } from './content-form-fields';
import { ContentFormFields } from './content-form-fields-lazy';

export interface ContentFormProps {
  formId: string;
  headline?: string | null | undefined;
  html?: string | null | undefined;
  buttonText?: string | null | undefined;
  buttonScheme?: ButtonScheme | null | undefined;
}

// The keys the checks of a form can answer (libs/domain content-forms), with their "#noParams" texts.
const ERROR_KEYS = Object.values(ContentFormKeys);

function formTexts(definition: ContentFormDefinition, i18n: Translator, submit: string): ContentFormTexts {
  const { t, message, has } = i18n;
  const labels: Record<string, string> = {};
  const options: Record<string, Record<string, string>> = {};
  const hints: Record<string, string> = {};
  for (const field of definition.fields) {
    if (field.kind === 'textarea') hints[field.name] = t('ui.form.messageHint', { max: field.maxLength });
    const labelKey = `ui.form.field.${field.name}`;
    labels[field.name] = has(labelKey) ? message(labelKey) : field.name;
    if (!field.options) continue;
    options[field.name] = Object.fromEntries(
      field.options.map((value) => {
        // Salutations and countries have the shop's texts already; subjects and topics are the forms' own.
        const key = field.name === 'salutation' ? `ui.address.salutation.${value}` : field.name === 'country' ? `ui.country.${value}` : `ui.form.option.${field.name}.${value}`;
        return [value, has(key) ? message(key) : value];
      }),
    );
  }
  const errors: Record<string, string> = {};
  for (const key of ERROR_KEYS) {
    // The templates themselves (placeholders unfilled): the browser fills them with a problem's params.
    for (const variant of [key, `${key}#noParams`]) {
      const template = CATALOGUES[i18n.language][variant];
      if (template !== undefined) errors[variant] = template;
    }
  }
  return {
    labels,
    options,
    errors: errors as Messages,
    optional: t('ui.form.optional'),
    choose: t('ui.form.choose'),
    submit,
    busy: t('ui.service.busy'),
    honeypot: t('ui.service.honeypot'),
    required: t('ui.service.required'),
    hints,
  };
}

/**
 * The CMS Form Teaser (catalogue spec §3): the teaser's headline and text above one of the shop's
 * forms, named by formId (libs/domain content-forms). A server component: only the fields are a
 * client island. An unknown formId shows the teaser's text alone (the CMS may name a form this
 * shop does not have).
 */
export async function ContentForm({ formId, headline, html, buttonText, buttonScheme }: ContentFormProps) {
  const definition = contentForm(formId);
  const i18n = await currentTranslator();
  return (
    <section className={styles.formTeaser} data-form-id={formId} data-testid="content-form">
      {headline ? <h2>{headline}</h2> : null}
      {/* Sanitized by the orchestrator (contract: teaser HTML). */}
      {html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {definition ? (
        <ContentFormFields formId={definition.formId} texts={formTexts(definition, i18n, buttonText?.trim() || i18n.t('ui.form.submit'))} buttonClass={`${buttonClass(buttonScheme)} btn-large`} testId={`form-${definition.formId}`} />
      ) : null}
    </section>
  );
}
