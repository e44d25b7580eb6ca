'use client';

import dynamic from 'next/dynamic';

/**
 * ContentFormFields loaded only where a grid renders a form teaser: a static import put its code
 * (fields, checks, salutations) into the first load of every page with a grid (home, categories).
 * Still rendered on the server, so the form works before and without JavaScript.
 */
export const ContentFormFields = dynamic(() => import('./content-form-fields').then((module) => module.ContentFormFields));
