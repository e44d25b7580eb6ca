// The content area's front door (issue 28): its module, and the teaser mapping and HTML
// sanitizer other areas map CMS content with (category teasers, SEO texts).
export { ContentModule } from './content.module.js';
export { mapRows, mapTeaser, teaserKind, type TeaserContext, type UpstreamRowInput, type UpstreamTeaserInput } from './teaser.mapper.js';
export { sanitizeHtml } from './html-sanitizer.js';
export { toLinkTarget, toMediaPath } from './content-urls.js';
