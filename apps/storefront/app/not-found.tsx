import { NotFoundPanel, notFoundMetadata } from '../components/errors/not-found-panel';
import { ShopChrome } from '../components/layout/shop-chrome';

export const generateMetadata = notFoundMetadata;

/** 404 of URLs no route matches: no layout below the root frames them, so the shop's frame comes along. */
export default function NotFound() {
  return (
    <ShopChrome>
      <NotFoundPanel />
    </ShopChrome>
  );
}
