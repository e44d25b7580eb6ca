import type { Metadata } from 'next';
import Link from 'next/link';
import { ErrorPanel } from '../components/errors/error-panel';
import { RequestedPath } from '../components/errors/requested-path';
import { ShopChrome } from '../components/layout/shop-chrome';

export const metadata: Metadata = {
  title: 'Seite nicht gefunden',
  robots: { index: false },
};

/** 404 page (spec error page: headline, text, way back home, the requested path). */
export default function NotFound() {
  // Also unknown URLs, which no layout below the root frames: the shop's frame comes along here.
  return (
    <ShopChrome>
    <ErrorPanel
      code="404"
      title="Seite nicht gefunden"
      actions={
        <>
          <Link href="/" className="btn btn-large">
            Zur Startseite
          </Link>
          <Link href="/checkout/basket" className="btn btn-secondary btn-large">
            Zum Warenkorb
          </Link>
        </>
      }
    >
      <p>
        Die Seite <RequestedPath /> gibt es leider nicht (mehr). Vielleicht wurde der Artikel aus dem Sortiment genommen oder die Adresse
        hat sich geändert.
      </p>
      <p>Auf der Startseite finden Sie unser ganzes Sortiment für Schule, Kita und Büro.</p>
    </ErrorPanel>
    </ShopChrome>
  );
}
