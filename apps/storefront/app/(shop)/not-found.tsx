import { NotFoundPanel, notFoundMetadata } from '@/components/errors/not-found-panel';

export const generateMetadata = notFoundMetadata;

/** 404 of a shop page (an unknown product or category): the (shop) layout already frames it. */
export default function ShopNotFound() {
  return <NotFoundPanel />;
}
