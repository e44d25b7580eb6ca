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
