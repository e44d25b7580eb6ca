import type { CONTENT_DE } from './messages-content-de';

/** English texts of the content area (the English B2B shop), the same keys as CONTENT_DE. */
export const CONTENT_EN: Readonly<Record<keyof typeof CONTENT_DE, string>> = {
  'ui.content.slider.label': 'Featured',
  'ui.content.slider.previous': 'Previous slide',
  'ui.content.slider.next': 'Next slide',
  'ui.content.slider.goTo': 'Slide {n} of {count}',
  'ui.content.slider.slide': '{n} of {count}',
  'ui.content.infoBar.dismiss': 'Close notice',
  'ui.content.layer.open': 'Learn more',
  'ui.content.layer.close': 'Close',
  'ui.content.tabs.label': 'Topics',
  'ui.content.more': 'Learn more',
  'ui.content.wishlist.label': 'List',
  'ui.content.fallback.title': 'Welcome to Tafel',
  'ui.content.fallback.text': 'Everything for school, nursery and office. Browse our categories:',
  'ui.content.fallback.categories': 'Main categories',
  'ui.footer.label': 'Footer',
  'ui.footer.social': 'Follow us',
  'ui.footer.payment': 'Payment methods',
  'ui.footer.delivery': 'Shipping with',
  'ui.footer.quality.title': 'Our quality promise',
  'ui.footer.quality.text': 'Tested quality, secure payment and a 30-day right of return.',
  'ui.footer.quality.link': 'Safe shopping',
  'ui.footer.quality.badge': 'Verified shop',
  'ui.footer.newsletter.email': 'Your e-mail address',
  'ui.footer.newsletter.submit': 'Subscribe',
  'ui.footer.consent.title': 'Cookies at Tafel',
  'ui.footer.consent.text':
    'We only use the cookies the shop needs to work: for your basket, your sign-in and notices you have closed. We set no advertising or analytics cookies of other providers.',
  'ui.footer.consent.close': 'Got it',
  'ui.footer.copyright': '© {year} Tafel',
};
