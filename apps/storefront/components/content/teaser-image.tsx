import type { ChildTeaser } from '@/lib/content/content';

/**
 * A teaser's image with its intrinsic size (no layout shift). Eager when the CMS marks it above
 * the fold (loading.eager) or the caller knows it is (`priority`: the hero's first slide).
 */
export function TeaserImage({
  image,
  className,
  priority = false,
}: {
  image: NonNullable<ChildTeaser['image']>;
  className?: string | undefined;
  priority?: boolean;
}) {
  const eager = priority || image.eager;
  return (
    <img
      src={image.url}
      alt={image.alt}
      title={image.title ?? undefined}
      width={image.width}
      height={image.height}
      className={className}
      decoding="async"
      {...(eager ? (priority ? { fetchPriority: 'high' as const } : {}) : { loading: 'lazy' as const })}
    />
  );
}
