import type { Metadata } from 'next';
import { CataloguePage, catalogueMetadata } from '@/components/service/catalogue-page';

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata();
}

/** Spec §2: the B2B printed catalogue (proxy.ts sends each language to its route and non-B2B visitors away). */
export default function Page() {
  return <CataloguePage />;
}
