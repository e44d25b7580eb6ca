// The rating page's front door (issue 28, /rating?enc=): what a rating link names, and ratings.
export { RatingModule } from './rating.module.js';
