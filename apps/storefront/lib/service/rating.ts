import { ValidationKeys, type FieldProblem } from '@tafel/domain';

// The rating page's form (/rating?enc=): what a form post carries. No server-only imports.

/** The rating as posted (the orchestrator checks it: stars 1–5, title ≤ 100, text ≤ 2000, name 1–50). */
export interface RatingValues {
  enc: string;
  rating: number;
  title: string;
  message: string;
  author: string;
}

export interface RatingFormState {
  ok: boolean;
  message: string | null;
  fieldErrors: Record<string, string>;
  /** What was posted, so a page rendered without JavaScript shows it again. */
  values: RatingValues | null;
  answer: number;
}

export const RATING_LIMITS = { title: 100, message: 2000, author: 50 } as const;

/** Reads a posted rating; texts are cut a little above their limits (the orchestrator names the field). No star chosen: 0. */
export function ratingFromForm(form: { get(name: string): FormDataEntryValue | null }): RatingValues {
  const text = (name: string, max: number): string => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, max + 1) : '';
  };
  const stars = Number(text('rating', 1));
  return {
    enc: text('enc', 2048),
    rating: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : 0,
    title: text('title', RATING_LIMITS.title),
    message: text('message', RATING_LIMITS.message),
    author: text('author', RATING_LIMITS.author),
  };
}

/** The fields of the form in the order they stand (the first error of this order gets the focus). */
export const RATING_FIELDS = ['rating', 'title', 'message', 'author'] as const;

/** The names a rating post may carry (React's own `$ACTION_…` entries aside). */
export const RATING_POST_NAMES = ['enc', ...RATING_FIELDS] as const;

/**
 * The orchestrator's rules (src/rating/rating-rules.ts) checked before anything is sent, so a
 * forged or incomplete post is answered at its fields without spending the shopper's form limit.
 */
export function ratingProblems(values: RatingValues): Partial<Record<(typeof RATING_FIELDS)[number], FieldProblem>> {
  const problems: Partial<Record<(typeof RATING_FIELDS)[number], FieldProblem>> = {};
  if (values.rating < 1 || values.rating > 5) problems.rating = { messageKey: ValidationKeys.invalidOption };
  for (const name of ['title', 'message', 'author'] as const) {
    const value = values[name].trim();
    if (name === 'author' && value === '') problems[name] = { messageKey: ValidationKeys.required };
    else if (value.length > RATING_LIMITS[name]) problems[name] = { messageKey: ValidationKeys.maxLength, params: { max: String(RATING_LIMITS[name]) } };
  }
  return problems;
}
