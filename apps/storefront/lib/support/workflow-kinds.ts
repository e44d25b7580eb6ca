// The workflow pages serve every kind the orchestrator registers; what one kind adds (a link to
// its own pages, how its ids look) is listed here, and a kind without an entry gets the generic page.

/** The workflow page of one workflow: /support/workflows/{kind}/{id}. */
export function workflowPath(kind: string, id: string): string {
  return `/support/workflows/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
}

/** The detail page of a failed return submission or photo upload (entry id: rt-… or rt-…/ph-…). */
export function failedReturnPath(entryId: string): string {
  return `/support/returns/${entryId.split('/').map(encodeURIComponent).join('/')}`;
}

/** The detail page of any failure of the list. */
export function failurePath(failure: { kind: string; id: string; workflowId: string }): string {
  return failure.kind === 'ORDER_SUBMISSION' ? `/support/submissions/${encodeURIComponent(failure.workflowId)}` : failedReturnPath(failure.id);
}

/** The workflow kind a failure belongs to (its workflow page). */
export function failureWorkflowKind(kind: string): string {
  return kind === 'ORDER_SUBMISSION' ? 'checkout' : 'returns';
}

/** A dynamic route segment as typed (Next hands params over still percent-encoded); a malformed escape stays as it is. */
export function pathSegment(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

export interface KindExtras {
  /** Placeholder of the id field of the "open a workflow" form. */
  idPlaceholder: string;
  /** Pages of this kind's own beside the generic workflow page. */
  links(id: string): { href: string; label: string }[];
  /** Whether an id the generic query did not find may name the workflow another way (e.g. a cart id). */
  findsOtherIds: boolean;
}

const KIND_EXTRAS: Readonly<Record<string, KindExtras>> = {
  checkout: {
    idPlaceholder: 'co-… oder Warenkorb-ID',
    links: (id) => [{ href: `/support/submissions/${encodeURIComponent(id)}`, label: 'Übermittlung und Wiederholung' }],
    findsOtherIds: true,
  },
  returns: {
    idPlaceholder: 'rt-…',
    links: (id) => [
      { href: failedReturnPath(id), label: 'Fehlgeschlagene Übermittlung und Wiederholung' },
      { href: '/support/submissions?kind=PHOTO_UPLOAD', label: 'Fehlgeschlagene Foto-Uploads' },
    ],
    findsOtherIds: false,
  },
};

const GENERIC: KindExtras = { idPlaceholder: 'Workflow-ID', links: () => [], findsOtherIds: false };

export function kindExtras(kind: string): KindExtras {
  return Object.hasOwn(KIND_EXTRAS, kind) ? KIND_EXTRAS[kind]! : GENERIC;
}
