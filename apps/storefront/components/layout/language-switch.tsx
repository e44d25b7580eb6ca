'use client';

import { usePathname } from 'next/navigation';
import styles from './layout.module.css';

/**
 * The B2B header's DE/EN switch (catalogue spec): the other language's host with the same path.
 * The shop of the other host keeps its own session (cookies are per host).
 */
export function LanguageSwitch({ current, alternateBase, label }: { current: 'de' | 'en'; alternateBase: string; label: string }) {
  const pathname = usePathname();
  const languages = [
    { code: 'de', text: 'DE', name: 'Deutsch' },
    { code: 'en', text: 'EN', name: 'English' },
  ] as const;
  return (
    <nav aria-label={label} className={styles.languageSwitch}>
      {languages.map((language) =>
        language.code === current ? (
          <span key={language.code} aria-current="true" title={language.name}>
            {language.text}
          </span>
        ) : (
          <a key={language.code} href={`${alternateBase}${pathname}`} hrefLang={language.code} lang={language.code} title={language.name}>
            {language.text}
          </a>
        ),
      )}
    </nav>
  );
}
