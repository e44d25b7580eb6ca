import type { ProductTile } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamTeaserAttributeFragment, UpstreamTileFragment } from '@tafel/graphql-schema/upstream-client';
import { mapRows, mapTeaser, teaserKind, toColour, type TeaserContext, type UpstreamTeaserInput } from './teaser.mapper.js';

const UPSTREAM_URL = 'http://127.0.0.1:4100';

const attribute = (name: string, fields: Partial<UpstreamTeaserAttributeFragment> = {}): UpstreamTeaserAttributeFragment => ({
  name,
  text: null,
  value: null,
  valueList: null,
  url: null,
  openLinkInNewWindow: null,
  urlPath: null,
  altTag: null,
  imgTitle: null,
  width: null,
  height: null,
  columns: null,
  imageposition: null,
  description: null,
  ...fields,
});

const teaser = (type: string, attributes: UpstreamTeaserAttributeFragment[], extra: Partial<UpstreamTeaserInput> = {}): UpstreamTeaserInput => ({
  id: 't1',
  type,
  name: 'Teaser',
  template: null,
  teaserWishlistExternalId: null,
  attributes,
  productsRecommendations: null,
  children: [],
  ...extra,
});

const mappedTiles: Array<[string, boolean]> = [];
const context: TeaserContext = {
  site: 'de-de',
  upstreamUrl: UPSTREAM_URL,
  abTests: [],
  lightning: { on: true, now: 0 },
  // Records what it was asked, so the test sees the catalogue's mapper receive tile and view.
  productTile: (tile: UpstreamTileFragment, view) => {
    mappedTiles.push([tile.id, view.on]);
    return { id: tile.id, name: tile.name } as ProductTile;
  },
};

describe('teaserKind', () => {
  it.each([
    ['Image Link Teaser', 'IMAGE_LINK'],
    ['HTML Teaser', 'HTML'],
    ['HTML Box Teaser', 'HTML_BOX'],
    ['Teaser Layer', 'LAYER'],
    ['Bild-Teaser', 'IMAGE'],
    ['Slider Hero Teaser', 'HERO_SLIDER'],
    ['Recommendations Teaser', 'RECOMMENDATIONS'],
    ['Killerlist Teaser', 'RECOMMENDATIONS'],
    ['Info Bar', 'INFO_BAR'],
    ['Form Teaser', 'FORM'],
    ['Gewinnspiel Tab Teaser', 'TABS'],
    ['A/B Test TabTeaser', 'TABS'],
    ['Content Kachel', 'TILE'],
    ['Boxeinschub Image Teaser', 'UNKNOWN'],
    ['Neuer Typ', 'UNKNOWN'],
  ])('maps %s to %s', (type, kind) => {
    expect(teaserKind(type)).toBe(kind);
  });
});

describe('toColour', () => {
  it.each(['#fff', '#1D4F9C', 'rgb(0, 128, 255)', 'rgb(10%,20%,30%)', 'red', 'rebeccapurple'])('accepts %s', (colour) => {
    expect(toColour(colour)).toBe(colour);
  });

  it.each(['', '  ', '#ffff', '#12345g', 'rgb(256,0,0)', 'rgba(0,0,0,0.5)', 'red;background:url(x)', 'expression(alert(1))', 'url(javascript:alert(1))', 'var(--x)', 'hsl(0,0%,0%)'])('refuses %p', (colour) => {
    expect(toColour(colour)).toBeNull();
  });
});

describe('mapTeaser', () => {
  it('maps texts, sanitized HTML, colours, image, link, button and tracking name', () => {
    const mapped = mapTeaser(
      teaser('Bild-Teaser', [
        attribute('preHeadline', { text: 'Vor' }),
        attribute('headline', { text: 'Titel' }),
        attribute('postHeadline', { text: 'Nach' }),
        attribute('description', { text: 'Text' }),
        attribute('teasercontent', { text: '<p onclick="x()">Hallo<script>alert(1)</script></p>' }),
        attribute('colorHeadline', { value: '#ffffff' }),
        attribute('bgcolor', { value: 'red;position:fixed' }),
        attribute('textColor', { value: 'navy' }),
        attribute('image', { url: '/media/content/hero.svg', altTag: 'Alt', imgTitle: 'Titel', width: 1600, height: 500, imageposition: 'left', columns: 6 }),
        attribute('loading.eager', { value: 'true' }),
        attribute('teaserLink', { url: '/cat/100/', urlPath: '/cat/100/', openLinkInNewWindow: false, text: 'Mehr' }),
        attribute('buttonText', { text: 'Los' }),
        attribute('buttonType', { value: 'green' }),
        attribute('buttonPosition', { value: 'center' }),
        attribute('googleAnalytics', { text: 'home_hero_1' }),
      ]),
      context,
    );
    expect(mapped).toMatchObject({
      id: 't1',
      kind: 'IMAGE',
      cmsType: 'Bild-Teaser',
      preHeadline: 'Vor',
      headline: 'Titel',
      postHeadline: 'Nach',
      description: 'Text',
      html: '<p>Hallo</p>',
      colors: { preHeadline: null, headline: '#ffffff', postHeadline: null, background: null, text: 'navy' },
      image: { url: '/media/content/hero.svg', alt: 'Alt', title: 'Titel', width: 1600, height: 500, position: 'left', columns: 6, eager: true },
      link: { url: '/cat/100/', label: 'Mehr', external: false, newWindow: false },
      button: { text: 'Los', scheme: 'GREEN', position: 'center' },
      trackingName: 'home_hero_1',
      formId: null,
      children: [],
      products: [],
    });
  });

  it('keeps a button with a scheme the shop does not know, without scheme (spec §5)', () => {
    expect(mapTeaser(teaser('Image Link Teaser', [attribute('buttonText', { text: 'Los' }), attribute('buttonType', { value: 'blinking' })]), context).button).toEqual({ text: 'Los', scheme: null, position: null });
    expect(mapTeaser(teaser('Image Link Teaser', [attribute('buttonType', { value: 'primary' })]), context).button).toBeNull();
  });

  it('takes the alt text from alternativText when the image has none, and lazy loading unless loading.eager is true', () => {
    const mapped = mapTeaser(teaser('Content Kachel', [attribute('image', { url: '/media/content/a.svg', width: 10, height: 10 }), attribute('alternativText', { text: 'Alternativ' })]), context);
    expect(mapped.image).toMatchObject({ alt: 'Alternativ', eager: false, position: null, columns: null });
  });

  it('makes an image on the upstream host a /media/ path and drops images elsewhere', () => {
    const image = (url: string) => mapTeaser(teaser('Bild-Teaser', [attribute('image', { url, width: 1, height: 1 })]), context).image;
    expect(image(`${UPSTREAM_URL}/media/content/a.svg`)?.url).toBe('/media/content/a.svg');
    expect(image('https://evil.example/media/a.svg')).toBeNull();
    expect(image('javascript:alert(1)')).toBeNull();
    expect(image('/etc/passwd')).toBeNull();
    expect(image('//evil.example/media/a.svg')).toBeNull();
  });

  it('marks links to other hosts external, makes links to the own shop host paths, and drops other schemes', () => {
    const link = (url: string, urlPath: string | null = null) => mapTeaser(teaser('Image Link Teaser', [attribute('link', { url, urlPath, openLinkInNewWindow: true })]), context).link;
    expect(link('https://www.example.org/x')).toEqual({ url: 'https://www.example.org/x', label: null, external: true, newWindow: true });
    expect(link('https://www.tafel.de/beratung/?a=1')).toMatchObject({ url: '/beratung/?a=1', external: false });
    expect(link('https://www.tafel.at/beratung/')).toMatchObject({ external: true });
    expect(link('javascript:alert(1)')).toBeNull();
    expect(link('data:text/html,x')).toBeNull();
    expect(link('//evil.example/')).toBeNull();
    expect(link('/\\evil.example/')).toBeNull();
    expect(link('ignored', '/service/kontakt/')).toMatchObject({ url: '/service/kontakt/', external: false });
    // An external link's blank urlPath does not hide its url.
    expect(link('https://www.example.org/x', '')).toMatchObject({ url: 'https://www.example.org/x', external: true });
    expect(link('javascript:alert(1)', '')).toBeNull();
  });

  it('prefers teaserLink over link', () => {
    const mapped = mapTeaser(teaser('Info Bar', [attribute('link', { url: '/a/' }), attribute('teaserLink', { url: '/b/' })]), context);
    expect(mapped.link?.url).toBe('/b/');
  });

  it('gives a form teaser its form id and other teasers none', () => {
    expect(mapTeaser(teaser('Form Teaser', [attribute('teaserName', { value: 'kontaktformular' })]), context).formId).toBe('kontaktformular');
    expect(mapTeaser(teaser('Info Bar', [attribute('teaserName', { value: 'infobar-x' })]), context).formId).toBeNull();
  });

  it('maps recommendation tiles with the catalogue tile mapper and the lightning view of the context', () => {
    mappedTiles.length = 0;
    const tile = { id: '10401', name: 'Ordner' } as UpstreamTileFragment;
    const mapped = mapTeaser(teaser('Recommendations Teaser', [], { productsRecommendations: [tile] }), context);
    expect(mapped.products).toEqual([{ id: '10401', name: 'Ordner' }]);
    expect(mappedTiles).toEqual([['10401', true]]);
  });

  it('shows the tab of the variant the page A/B test shows, else the first tab', () => {
    const tab = (id: string, label: string) => teaser('Image Link Teaser', [attribute('tabText', { text: label })], { id });
    const abTest = teaser('A/B Test TabTeaser', [], { name: 'T188 Einstieg', children: [tab('a', 'A'), tab('b', 'B')] });
    const shown = (abTests: TeaserContext['abTests']) => mapTeaser(abTest, { ...context, abTests }).children.map((child) => child.id);
    expect(shown([{ id: 'T188', trackingCode: 'T188_B' }])).toEqual(['b']);
    expect(shown([{ id: 'T201', trackingCode: 'T201_hero_B' }, { id: 'T188', trackingCode: 'T188_variant_A' }])).toEqual(['a']);
    expect(shown([{ id: 'T188', trackingCode: 'T188_C' }])).toEqual(['a']);
    expect(shown([])).toEqual(['a']);
    // The id is a word of the name: T18 is another test than T188, whichever comes first.
    expect(shown([{ id: 'T18', trackingCode: 'T18_A' }, { id: 'T188', trackingCode: 'T188_B' }])).toEqual(['b']);
    expect(shown([{ id: 'T18', trackingCode: 'T18_B' }])).toEqual(['a']);
    expect(shown([{ id: 'Einstieg', trackingCode: 'X_B' }])).toEqual(['b']);
    // A tab teaser that is no A/B test shows every tab.
    expect(mapTeaser({ ...abTest, type: 'Gewinnspiel Tab Teaser' }, context).children.map((child) => child.tabLabel)).toEqual(['A', 'B']);
  });
});

describe('mapRows', () => {
  it('orders rows by y (merging rows of one y) and cells by x, with widths within 1..12', () => {
    const cell = (id: string, x: number, width: number) => ({
      x,
      width,
      attributes: { greyDotsBackground: false, noSpaces: false, paperBorderTop: false, paperBorderBottom: false, whiteBackground: true, whiteBackgroundFullWidth: false, noTopMargin: false },
      teaser: teaser('HTML Teaser', [], { id }),
    });
    const rows = mapRows(
      [
        { y: 2, cells: [cell('c', 6, 6), cell('b', 0, 6)] },
        { y: 0, cells: [cell('a', 0, 20)] },
        { y: 2, cells: [cell('d', 3, 0)] },
      ],
      context,
    );
    expect(rows.map((row) => [row.y, row.cells.map((c) => [c.teaser.id, c.width])])).toEqual([
      [0, [['a', 12]]],
      [2, [['b', 6], ['d', 1], ['c', 6]]],
    ]);
    expect(rows[0]!.cells[0]!.layout.whiteBackground).toBe(true);
  });
});
