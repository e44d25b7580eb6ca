import type { ButtonScheme } from '@tafel/graphql-schema/storefront';

// STUB by the content helper (issue 28): the forms helper replaces this file with the real form.
// It shows the teaser's headline and text so a Form Teaser is not empty meanwhile.

export interface ContentFormProps {
  formId: string;
  headline?: string | null | undefined;
  html?: string | null | undefined;
  buttonText?: string | null | undefined;
  buttonScheme?: ButtonScheme | null | undefined;
}

export function ContentForm({ formId, headline, html }: ContentFormProps) {
  return (
    <div data-form-id={formId}>
      {headline ? <h2>{headline}</h2> : null}
      {/* Sanitized by the orchestrator (contract: teaser HTML). */}
      {html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </div>
  );
}
