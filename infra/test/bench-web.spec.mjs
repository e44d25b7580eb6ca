// The pure parts of the storefront bench (bench-web.mjs): what counts as first-load JS and RSC
// payload in the HTML, the median, and which route is over which budget.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET_FILE, describeOver, failedAudits, firstNode, lighthouseMedians, median, missingBuild, overBudget, parseBudget, rscPayloadBytes, scriptSources, seoApartFromNoindex } from '../scripts/bench-web.mjs';
import { ROOT } from '../scripts/stack.mjs';

describe('scriptSources', () => {
  it('lists the external scripts a modern browser loads, once each, without noModule ones', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script noModule="" src="/_next/static/chunks/polyfills.js"></script>',
      '<script nomodule src="/_next/static/chunks/polyfills2.js"></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      "<script src='/_next/static/chunks/b.js?v=1&amp;w=2'></script>",
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="module" src="https://cdn.example/c.js"></script>',
    ].join('');
    expect(scriptSources(html, 'http://127.0.0.1:5000/cat/110')).toEqual([
      'http://127.0.0.1:5000/_next/static/chunks/a.js',
      'http://127.0.0.1:5000/_next/static/chunks/b.js?v=1&w=2',
      'https://cdn.example/c.js',
    ]);
  });
});

describe('rscPayloadBytes', () => {
  it('counts the inline flight scripts, tags included, and nothing else', () => {
    const flight = '<script>self.__next_f.push([1,"ä"])</script>';
    const html = `<html><script src="/x.js"></script>${flight}<script>window.other=1</script>${flight}</html>`;
    expect(rscPayloadBytes(html)).toBe(2 * Buffer.byteLength(flight));
    expect(rscPayloadBytes('<p>no scripts</p>')).toBe(0);
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one, ignoring gaps', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('leaves failed Lighthouse runs out of the medians', () => {
    const run = (performance, error = null) => ({ performance, accessibility: 100, best_practices: 100, seo: 100, lcp_ms: 1000.4, tbt_ms: 10, cls: 0.01234, fcp_ms: 800, si_ms: 900, error });
    const medians = lighthouseMedians([run(90), run(0, 'NO_FCP'), run(96)]);
    expect(medians.performance).toBe(93);
    expect(medians.lcp_ms).toBe(1000);
    expect(medians.cls).toBe(0.012);
  });
});

describe('missingBuild', () => {
  it('names the build outputs the bench would serve that are not there', () => {
    expect(missingBuild('/nonexistent')).toEqual(['apps/storefront/.next/BUILD_ID', 'apps/orchestrator/dist/main.js', 'apps/upstream-shop/dist/main.js']);
  });
});

describe('seoApartFromNoindex', () => {
  const lhr = (crawlable, canonical) => ({
    categories: { seo: { auditRefs: [{ id: 'is-crawlable', weight: 4.6 }, { id: 'canonical', weight: 1 }, { id: 'document-title', weight: 1 }, { id: 'robots-txt', weight: 1 }, { id: 'structured-data', weight: 0 }] } },
    audits: { 'is-crawlable': { score: crawlable }, canonical: { score: canonical }, 'document-title': { score: 1 }, 'robots-txt': { score: null }, 'structured-data': { score: 0 } },
  });

  it('scores SEO without is-crawlable, over the weighted audits that have a score', () => {
    expect(seoApartFromNoindex(lhr(0, 1))).toBe(100);
    expect(seoApartFromNoindex(lhr(0, 0))).toBe(50);
  });

  it('has no score when no weighted audit has one', () => {
    expect(seoApartFromNoindex({ categories: { seo: { auditRefs: [{ id: 'is-crawlable', weight: 4.6 }] } }, audits: { 'is-crawlable': { score: 0 } } })).toBeNull();
  });
});

describe('failedAudits', () => {
  it('names the weighted audits of accessibility, best practices and SEO that did not pass', () => {
    const lhr = {
      categories: {
        performance: { auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
        accessibility: { auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'image-alt', weight: 10 }, { id: 'tabindex', weight: 0 }] },
        'best-practices': { auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
        seo: { auditRefs: [{ id: 'is-crawlable', weight: 4.6 }, { id: 'robots-txt', weight: 1 }] },
      },
      audits: {
        'largest-contentful-paint': { score: 0.5 },
        'color-contrast': { score: 0 },
        'image-alt': { score: 1 },
        tabindex: { score: 0 },
        'errors-in-console': { score: 1 },
        'is-crawlable': { score: 0 },
        'robots-txt': { score: null },
      },
    };
    expect(failedAudits(lhr)).toEqual(['color-contrast', 'is-crawlable']);
  });
});

describe('firstNode', () => {
  it("finds the node an audit's nested details name", () => {
    const details = { type: 'list', items: [{ type: 'table', items: [{ node: { type: 'node', selector: 'main > img.hero', nodeLabel: 'Hero' } }] }] };
    expect(firstNode(details)).toBe('main > img.hero');
    expect(firstNode({ type: 'table', items: [] })).toBeNull();
    expect(firstNode(undefined)).toBeNull();
  });
});

describe('budget', () => {
  const budget = parseBudget({
    shared: { max: { shared_js_kb: 105 } },
    every_route: { max: { first_load_js_kb: 130, cls: 0.02 }, min: { performance: 95 } },
    routes: [
      { name: 'home', path: '/', max: { html_kb: 100 } },
      { name: 'product', path: '/prod/1', render: true, max: { render_p50_ms: 30, first_load_js_kb: 140 } },
      { name: 'basket', path: '/checkout/basket', shopper: 'cart', expect: 'data-testid="to-checkout"' },
    ],
  });

  it('gives every route the common limits, its own added or replacing them', () => {
    expect(budget.routes[0]).toEqual({ name: 'home', path: '/', shopper: 'none', expect: null, render: false, noindex: false, max: { first_load_js_kb: 130, cls: 0.02, html_kb: 100 }, min: { performance: 95 } });
    expect(budget.routes[1].max).toEqual({ first_load_js_kb: 140, cls: 0.02, render_p50_ms: 30 });
    expect(budget.routes[2]).toMatchObject({ shopper: 'cart', expect: 'data-testid="to-checkout"' });
  });

  it('names every route × figure over its limit, and a figure not measured as over', () => {
    const figures = {
      shared_js_kb: 110.2,
      routes: {
        home: { first_load_js_kb: 130, cls: 0.03, html_kb: 99, performance: 95 },
        product: { first_load_js_kb: 135, cls: 0, render_p50_ms: 31.5, performance: 94 },
        basket: { first_load_js_kb: 120, cls: 0, performance: null },
      },
    };
    expect(overBudget(figures, budget)).toEqual([
      { route: 'shared', metric: 'shared_js_kb', value: 110.2, limit: 105, kind: 'max' },
      { route: 'home', metric: 'cls', value: 0.03, limit: 0.02, kind: 'max' },
      { route: 'product', metric: 'render_p50_ms', value: 31.5, limit: 30, kind: 'max' },
      { route: 'product', metric: 'performance', value: 94, limit: 95, kind: 'min' },
      { route: 'basket', metric: 'performance', value: null, limit: 95, kind: 'min' },
    ]);
    expect(describeOver({ route: 'product', metric: 'performance', value: 94, limit: 95, kind: 'min' })).toBe('product: performance 94 over budget (≥ 95)');
    expect(describeOver({ route: 'basket', metric: 'performance', value: null, limit: 95, kind: 'min' })).toBe('basket: performance not measured (budget ≥ 95)');
  });

  it('refuses a budget it cannot apply', () => {
    const route = { name: 'home', path: '/' };
    expect(() => parseBudget({ routes: [] })).toThrow('non-empty "routes"');
    expect(() => parseBudget({ routes: [{ ...route, max: { first_load_kb: 1 } }] })).toThrow('unknown figure');
    expect(() => parseBudget({ routes: [{ ...route, min: { seo: '100' } }] })).toThrow('finite number');
    expect(() => parseBudget({ routes: [route, route] })).toThrow('given twice');
    expect(() => parseBudget({ routes: [{ ...route, noindex: 'yes' }] })).toThrow('noindex must be true or false');
    expect(() => parseBudget({ routes: [{ name: 'x', path: 'https://example.com/' }] })).toThrow('path');
    expect(() => parseBudget({ routes: [{ ...route, shopper: 'staff' }] })).toThrow('shopper');
    expect(() => parseBudget({ routes: [{ ...route, expect: '' }] })).toThrow('expect');
    expect(() => parseBudget({ shared: { max: { html_kb: 1 } }, routes: [route] })).toThrow('unknown figure');
  });

  it("holds the storefront's own budget file to the same rules", () => {
    const own = parseBudget(JSON.parse(readFileSync(join(ROOT, BUDGET_FILE), 'utf8')));
    expect(own.routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/cat/110', '/prod/10554', '/checkout/basket', '/checkout/shipping']));
  });
});
