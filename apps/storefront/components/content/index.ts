/** The content area's components (issue 28): CMS grids and content pages. */
export { ContentPage } from './content-page';
export { ContentRows } from './content-rows';
