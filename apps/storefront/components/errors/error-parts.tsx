// The error page's search box and main categories from plain texts: the server's ErrorPage and the
// client NotFoundView (the 404 every shop page's payload carries) draw the same markup with them.
import Link from 'next/link';
import { categoryHref } from '@/lib/site/links';
import styles from './errors.module.css';

/** The texts of the error page's search box. */
export interface ErrorSearchTexts {
  title: string;
  placeholder: string;
  label: string;
  submit: string;
}

/** The search box of the error page: a plain form to /search, works before (and without) JavaScript. */
export function ErrorSearch({ texts }: { texts: ErrorSearchTexts }) {
  return (
    <form action="/search" method="get" role="search" className={styles.search} data-testid="error-search">
      <label htmlFor="error-search-q">{texts.title}</label>
      <div className={styles.searchRow}>
        <input id="error-search-q" name="q" type="search" required maxLength={100} placeholder={texts.placeholder} aria-label={texts.label} />
        <button type="submit" className="btn">
          {texts.submit}
        </button>
      </div>
    </form>
  );
}

/** A main category as the error page lists it: id and name. */
export type ErrorCategory = readonly [id: string, name: string];

/** The main categories of the error page (none: no list). */
export function ErrorCategories({ title, categories }: { title: string; categories: readonly ErrorCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="error-categories-title" data-testid="error-categories">
      <h2 id="error-categories-title" className={styles.subtitle}>
        {title}
      </h2>
      <ul className={styles.categories}>
        {categories.map(([id, name]) => (
          <li key={id}>
            <Link href={categoryHref(id)}>{name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
