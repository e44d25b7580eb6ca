// The storefront part of `npm run bench` (issue 24), against a running stack (used by bench.mjs).
// It builds nothing: it measures whatever production build (`apps/storefront/.next`) is there.
// Per route of apps/storefront/budget.json, in the state a shopper sees it (shopper: cart,
// guest-checkout, return, customer):
//   first_load_js_kb   gzip sizes of the HTML's <script src> a modern browser loads (noModule left out)
//   html_kb, rsc_kb    the HTML as served (raw bytes) and the inline RSC payload (self.__next_f) in it
//   performance … seo  Lighthouse mobile (lab, simulated throttling) scores, and lcp/tbt/cls/fcp/si:
//                      each the median of BENCH_WEB_RUNS (3) runs on /usr/bin/chromium
//   render_p50/p90_ms  (routes with render: true) server time to last byte, sequential, warm cache
// and shared_js_kb (the chunks every measured route loads) and storefront_rss_mb (the next-server
// process after the runs). Writes bench/results/web.json, prints a table and every route × budget
// that is over. Not a test: it reports, whatever the figures.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { percentile } from './bench-support.mjs';
import { ROOT } from './stack.mjs';

export const BUDGET_FILE = 'apps/storefront/budget.json';
export const WEB_RESULTS = 'bench/results/web.json';
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// What a modern desktop browser sends for a page (the HTML may differ for bots or other languages).
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'de-DE,de;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

/** Figures a budget may hold; lower is better except for the Lighthouse scores. */
export const ROUTE_METRICS = [
  'first_load_js_kb',
  'html_kb',
  'rsc_kb',
  'performance',
  'accessibility',
  'best_practices',
  'seo',
  'seo_lighthouse',
  'lcp_ms',
  'tbt_ms',
  'cls',
  'fcp_ms',
  'si_ms',
  'render_p50_ms',
  'render_p90_ms',
];
export const SHARED_METRICS = ['shared_js_kb'];
export const SHOPPERS = ['none', 'cart', 'guest-checkout', 'return', 'customer'];

/** The production build the bench serves: what is missing of it (empty when all is there). */
export function missingBuild(root = ROOT) {
  return ['apps/storefront/.next/BUILD_ID', 'apps/orchestrator/dist/main.js', 'apps/upstream-shop/dist/main.js'].filter((path) => !existsSync(join(root, path)));
}

function limits(value, where, known) {
  const out = { max: {}, min: {} };
  for (const kind of ['max', 'min']) {
    const given = value?.[kind];
    if (given === undefined) continue;
    if (typeof given !== 'object' || given === null || Array.isArray(given)) throw new Error(`${where}.${kind} must be an object`);
    for (const [metric, limit] of Object.entries(given)) {
      if (!known.includes(metric)) throw new Error(`${where}.${kind}.${metric}: unknown figure (known: ${known.join(', ')})`);
      if (typeof limit !== 'number' || !Number.isFinite(limit)) throw new Error(`${where}.${kind}.${metric} must be a finite number`);
      out[kind][metric] = limit;
    }
  }
  return out;
}

/** Validates budget.json's content; returns the routes with their merged limits. */
export function parseBudget(value) {
  if (typeof value !== 'object' || value === null || !Array.isArray(value.routes) || value.routes.length === 0) {
    throw new Error('the budget needs a non-empty "routes" list');
  }
  const shared = limits(value.shared, 'shared', SHARED_METRICS);
  const every = limits(value.every_route, 'every_route', ROUTE_METRICS);
  const names = new Set();
  const routes = value.routes.map((route, i) => {
    const where = `routes[${i}]`;
    if (typeof route !== 'object' || route === null) throw new Error(`${where} must be an object`);
    if (typeof route.name !== 'string' || !/^[a-z][a-z0-9-]*$/.test(route.name)) throw new Error(`${where}.name must be a lower-case word`);
    if (names.has(route.name)) throw new Error(`${where}.name "${route.name}" is given twice`);
    names.add(route.name);
    if (typeof route.path !== 'string' || !route.path.startsWith('/') || route.path.startsWith('//')) throw new Error(`${where}.path must start with one "/"`);
    const shopper = route.shopper ?? 'none';
    if (!SHOPPERS.includes(shopper)) throw new Error(`${where}.shopper must be one of ${SHOPPERS.join(', ')}`);
    if (route.render !== undefined && typeof route.render !== 'boolean') throw new Error(`${where}.render must be true or false`);
    if (route.expect !== undefined && (typeof route.expect !== 'string' || route.expect === '')) throw new Error(`${where}.expect must be a non-empty string`);
    if (route.noindex !== undefined && typeof route.noindex !== 'boolean') throw new Error(`${where}.noindex must be true or false`);
    const own = limits(route, where, ROUTE_METRICS);
    return { name: route.name, path: route.path, shopper, expect: route.expect ?? null, render: route.render === true, noindex: route.noindex === true, max: { ...every.max, ...own.max }, min: { ...every.min, ...own.min } };
  });
  return { shared, routes };
}

/**
 * Every figure over its budget: { route, metric, value, limit, kind } with kind "max" or "min";
 * value null when the figure was not measured (a failed run counts as over, not as met).
 */
export function overBudget(figures, budget) {
  const over = [];
  const check = (route, own, kind, metric, limit) => {
    const value = own?.[metric];
    if (typeof value !== 'number' || !Number.isFinite(value)) over.push({ route, metric, value: null, limit, kind });
    else if (kind === 'max' ? value > limit : value < limit) over.push({ route, metric, value, limit, kind });
  };
  for (const [kind, entries] of Object.entries(budget.shared)) for (const [metric, limit] of Object.entries(entries)) check('shared', figures, kind, metric, limit);
  for (const route of budget.routes) {
    for (const kind of ['max', 'min']) for (const [metric, limit] of Object.entries(route[kind])) check(route.name, figures.routes?.[route.name], kind, metric, limit);
  }
  return over;
}

/** One line per figure over budget, plainly. */
export function describeOver(entry) {
  const sign = entry.kind === 'max' ? '≤' : '≥';
  if (entry.value === null) return `${entry.route}: ${entry.metric} not measured (budget ${sign} ${entry.limit})`;
  return `${entry.route}: ${entry.metric} ${entry.value} over budget (${sign} ${entry.limit})`;
}

const decodeEntities = (s) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The external scripts a modern browser loads from the HTML: absolute URLs, once each, noModule left out. */
export function scriptSources(html, pageUrl) {
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (!src) continue;
    const url = new URL(decodeEntities(src[1] ?? src[2] ?? src[3]), pageUrl).href;
    if (!urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** Bytes of the inline scripts that carry the RSC payload (self.__next_f.push(…)), tags included. */
export function rscPayloadBytes(html) {
  let bytes = 0;
  for (const [script, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    if (body.includes('self.__next_f')) bytes += Buffer.byteLength(script);
  }
  return bytes;
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}


const round = (n, digits = 1) => (n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits);
const kb = (bytes) => round(bytes / 1024);

/** Cookie header of a shopper in the given state, made in a browser as a shopper makes it. */
async function shopperCookie(base, shopper) {
  if (shopper === 'none') return '';
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    if (shopper === 'return') {
      // returns.e2e.ts: a guest's return of the Kita order, one item selected, the regulation
      // taken; the carrier is preselected, so regulations, carrier and confirm all open.
      await page.goto(`${base}/myaccount/returns`);
      await page.locator('[data-testid="return-orderId"]').fill('40090003');
      await page.locator('[data-testid="return-zipCode"]').fill('50667');
      await page.locator('[data-testid="return-lookup-submit"]').click();
      await page.waitForURL(/\/productselection\?order=/);
      const item = page.locator('[data-testid^="return-item-"]').first();
      await item.getByRole('checkbox').first().check();
      await item.locator('select').selectOption('ORDERED_TOO_MANY');
      await page.locator('[data-testid="selection-next"]').click();
      await page.waitForURL(/\/regulations$/);
      await page.locator('[data-testid="regulation-next"]').click();
      await page.waitForURL(/\/carrier$/);
      const cookies = await context.cookies(base);
      return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    }
    if (shopper === 'customer') {
      // account-orders.e2e.ts: the account wall sends the visitor to /login, Anna logs in and
      // comes back to her orders (her seed data is only read).
      await page.goto(`${base}/myaccount/orders`);
      await page.waitForURL(/\/login\?redirect=/);
      await page.locator('#field-email').fill('anna.schmidt@example.de');
      await page.locator('#field-password').fill('tafel-anna');
      await page.locator('[data-testid="login-form"] button[type="submit"]').click();
      await page.waitForURL(/\/myaccount\/orders$/);
      const cookies = await context.cookies(base);
      return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    }
    // The e2e tests' addToCart: the product page's buy box, cookies and all.
    await page.goto(`${base}/prod/10401`);
    await page.locator('[data-testid="quantity-input"]').fill('1');
    await page.locator('[data-testid="add-to-cart"]').click();
    await page.locator('[data-testid="add-to-cart-success"]').waitFor();
    if (shopper === 'guest-checkout') {
      // checkout.e2e.ts: basket → "Zur Kasse" → login step → "Als Gast bestellen" → shipping.
      await page.goto(`${base}/checkout/basket`);
      await page.locator('[data-testid="to-checkout"]').click();
      await page.waitForURL(/\/checkout\/login$/);
      await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
      await page.waitForURL(/\/checkout\/shipping$/);
    }
    const cookies = await context.cookies(base);
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

/** Sizes of one route's HTML and first-load scripts (gzip sizes cached per URL across routes). */
async function pageWeight(base, path, cookie, gzipSizes) {
  const url = new URL(path, base).href;
  const res = await fetch(url, { headers: { ...PAGE_HEADERS, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  const html = await res.text();
  if (res.status !== 200) return { status: res.status, location: res.headers.get('location'), scripts: [] };
  const scripts = scriptSources(html, url);
  let js = 0;
  for (const src of scripts) {
    if (!gzipSizes.has(src)) {
      const script = await fetch(src);
      if (!script.ok) throw new Error(`${src} answered ${script.status}`);
      gzipSizes.set(src, gzipSync(Buffer.from(await script.arrayBuffer())).length);
    }
    js += gzipSizes.get(src);
  }
  const htmlBytes = Buffer.byteLength(html);
  const rsc = rscPayloadBytes(html);
  return {
    status: 200,
    html,
    scripts,
    first_load_js_kb: kb(js),
    script_count: scripts.length,
    html_kb: kb(htmlBytes),
    html_gzip_kb: kb(gzipSync(html).length),
    rsc_kb: kb(rsc),
    rsc_share: round(rsc / htmlBytes, 2),
  };
}

/** Server render time (to the last byte) of one route: `requests` sequential GETs after a warm-up. */
async function renderTimes(base, path, requests, warmup) {
  const url = new URL(path, base).href;
  const get = async () => {
    const res = await fetch(url, { headers: PAGE_HEADERS });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  };
  for (let i = 0; i < warmup; i += 1) await get();
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const t0 = performance.now();
    await get();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { render_p50_ms: round(percentile(times, 50)), render_p90_ms: round(percentile(times, 90)), render_requests: requests };
}

const round0 = (n) => round(n, 0);

/** Audits of the accessibility, best-practices and SEO categories that did not pass, by id. */
export function failedAudits(lhr) {
  const failed = new Set();
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1) failed.add(ref.id);
    }
  }
  return [...failed].sort();
}

/** The first DOM node a Lighthouse audit's details name (e.g. the LCP element): its selector or label. */
export function firstNode(details) {
  if (typeof details !== 'object' || details === null) return null;
  if (details.type === 'node') return details.selector ?? details.nodeLabel ?? null;
  for (const value of Array.isArray(details) ? details : Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return null;
}

/**
 * Lighthouse's SEO score with the `is-crawlable` audit left out of the weighted mean: for the pages
 * the spec keeps out of search engines (noindex), which that audit marks as failed by design.
 */
export function seoApartFromNoindex(lhr) {
  let weight = 0;
  let sum = 0;
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score;
    if (ref.id === 'is-crawlable' || !(ref.weight > 0) || typeof score !== 'number') continue;
    weight += ref.weight;
    sum += ref.weight * score;
  }
  return weight > 0 ? Math.round((sum / weight) * 100) : null;
}

/**
 * The figures of one Lighthouse result. `seo` is Lighthouse's own score, except on a route the spec
 * marks noindex, where it is the score apart from `is-crawlable` (`seo_lighthouse` keeps the raw
 * one) — and only while the page really says noindex, so the exception cannot hide a regression.
 */
function lighthouseFigures(lhr, expectedPath, noindex = false) {
  const score = (id) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : null);
  const audit = (id) => (typeof lhr.audits[id]?.numericValue === 'number' ? lhr.audits[id].numericValue : null);
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: noindex && lhr.audits['is-crawlable']?.score === 0 ? seoApartFromNoindex(lhr) : score('seo'),
    seo_lighthouse: score('seo'),
    lcp_ms: round0(audit('largest-contentful-paint')),
    tbt_ms: round0(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 3),
    fcp_ms: round0(audit('first-contentful-paint')),
    si_ms: round0(audit('speed-index')),
    benchmark_index: lhr.environment?.benchmarkIndex ?? null,
    lcp_element: firstNode(lhr.audits['largest-contentful-paint-element']?.details),
    failed: failedAudits(lhr),
    error: lhr.runtimeError?.code ?? null,
    warnings: lhr.runWarnings ?? [],
    final_path: `${finalUrl.pathname}${finalUrl.search}` === expectedPath ? null : `${finalUrl.pathname}${finalUrl.search}`,
  };
}

const LIGHTHOUSE_FIGURES = ['performance', 'accessibility', 'best_practices', 'seo', 'seo_lighthouse', 'lcp_ms', 'tbt_ms', 'cls', 'fcp_ms', 'si_ms'];

/** Median of each figure over a route's runs (errored runs left out), rounded. */
export function lighthouseMedians(runs) {
  const ok = runs.filter((run) => !run.error);
  const out = {};
  for (const name of LIGHTHOUSE_FIGURES) out[name] = round(median(ok.map((run) => run[name])), name === 'cls' ? 3 : 0);
  return out;
}

/** `runs` Lighthouse runs of every route, round-robin (a slow spell of the machine hits every route alike). */
async function lighthouseRuns(base, routes, cookies, runs, log) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const results = Object.fromEntries(routes.map((route) => [route.name, []]));
  let version = null;
  let browser = null;
  try {
    // The full version (the user agent Chromium reports is reduced to 156.0.0.0).
    browser = /\/([\d.]+)/.exec((await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser ?? '')?.[1] ?? null;
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        const cookie = cookies[route.shopper];
        const t0 = performance.now();
        const { lhr } = await lighthouse(new URL(route.path, base).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // Screenshots of the whole page cost time and feed no figure here.
          skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        version = lhr.lighthouseVersion;
        const figures = lighthouseFigures(lhr, route.path, route.noindex);
        results[route.name].push(figures);
        log(`  lighthouse ${run}/${runs} ${route.name}: perf ${figures.performance} in ${Math.round((performance.now() - t0) / 1000)} s${figures.error ? ` (${figures.error})` : ''}${figures.final_path ? ` (ended at ${figures.final_path})` : ''}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return { results, version, browser };
}

function processInfo(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { pid, ppid: Number(afterName[1]), cmdline, rssKb };
  } catch {
    return null; // gone meanwhile
  }
}

/** The storefront's server process (next-server, a descendant of the launched one or itself) and its RSS. */
function storefrontRss(rootPid) {
  const all = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map((name) => processInfo(Number(name))).filter(Boolean);
  const tree = [processInfo(rootPid)].filter(Boolean);
  for (let i = 0; i < tree.length; i += 1) tree.push(...all.filter((p) => p.ppid === tree[i].pid));
  const server = tree.find((p) => /next-server/.test(p.cmdline)) ?? tree[0];
  if (!server) return { storefront_rss_mb: null, storefront_process: null };
  return { storefront_rss_mb: round(server.rssKb / 1024), storefront_process: server.cmdline.slice(0, 60), storefront_tree_rss_mb: round(tree.reduce((sum, p) => sum + p.rssKb, 0) / 1024) };
}

function cpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

/** Measures every route of the budget against the running storefront; returns web.json's content. */
export async function benchWeb({ storefrontUrl, storefrontPid, runs = Number(process.env.BENCH_WEB_RUNS ?? 3), renderRequests = Number(process.env.BENCH_WEB_RENDER_REQUESTS ?? 200), log = console.log }) {
  const budget = parseBudget(JSON.parse(readFileSync(join(ROOT, BUDGET_FILE), 'utf8')));
  const started = { cpu: cpuTimes(), load: loadavg(), at: performance.now() };
  const warnings = [];

  const cookies = {};
  for (const shopper of new Set(budget.routes.map((route) => route.shopper))) {
    log(`shopper state: ${shopper}`);
    cookies[shopper] = await shopperCookie(storefrontUrl, shopper);
  }

  const routes = {};
  const gzipSizes = new Map();
  for (const route of budget.routes) {
    const weight = await pageWeight(storefrontUrl, route.path, cookies[route.shopper], gzipSizes);
    if (weight.status !== 200) warnings.push(`${route.name} (${route.path}) answered ${weight.status}${weight.location ? ` → ${weight.location}` : ''}: no page weight`);
    else if (route.expect && !weight.html.includes(route.expect)) warnings.push(`${route.name} (${route.path}): ${JSON.stringify(route.expect)} not in the HTML: not the page the budget means?`);
    if (route.noindex && !/<meta name="robots" content="[^"]*noindex/.test(weight.html)) warnings.push(`${route.name} (${route.path}): marked noindex in the budget, but its HTML has no robots noindex`);
    delete weight.html;
    routes[route.name] = { path: route.path, shopper: route.shopper, ...weight };
  }
  // Shared: the chunks every route that answered loads.
  const measured = Object.values(routes).filter((r) => r.status === 200);
  const shared = measured.length === 0 ? [] : measured[0].scripts.filter((src) => measured.every((r) => r.scripts.includes(src)));
  const sharedJs = kb(shared.reduce((sum, src) => sum + gzipSizes.get(src), 0));
  const chunkName = (src) => new URL(src).pathname.split('/').pop();
  for (const route of Object.values(routes)) route.scripts = route.scripts.map(chunkName);

  for (const route of budget.routes.filter((r) => r.render)) {
    log(`render times: ${route.path} (${renderRequests} sequential GETs)`);
    Object.assign(routes[route.name], await renderTimes(storefrontUrl, route.path, renderRequests, 20));
  }

  log(`lighthouse: ${runs} runs × ${budget.routes.length} routes`);
  const lh = await lighthouseRuns(storefrontUrl, budget.routes, cookies, runs, log);
  for (const route of budget.routes) {
    const runsOf = lh.results[route.name];
    const failed = [...new Set(runsOf.flatMap((run) => run.failed))].sort();
    const lcpElements = [...new Set(runsOf.map((run) => run.lcp_element).filter(Boolean))];
    Object.assign(routes[route.name], lighthouseMedians(runsOf), { lcp_elements: lcpElements, lighthouse_failed_audits: failed, lighthouse_runs: runsOf.map(({ warnings: _w, failed: _f, lcp_element: _e, benchmark_index: _b, ...figures }) => figures) });
    for (const run of runsOf) {
      if (run.error) warnings.push(`${route.name}: a Lighthouse run failed (${run.error})`);
      if (run.final_path) warnings.push(`${route.name}: Lighthouse ended at ${run.final_path}, not ${route.path}`);
      for (const warning of run.warnings) warnings.push(`${route.name}: Lighthouse: ${typeof warning === 'string' ? warning : JSON.stringify(warning)}`);
    }
  }

  // Lighthouse's own CPU benchmark of each run: a busy or slow machine shows here (and in TBT).
  const benchmarkIndex = round0(median(Object.values(lh.results).flatMap((runsOf) => runsOf.map((run) => run.benchmark_index))));
  const ended = cpuTimes();
  const total = ended.busy + ended.idle + ended.steal - (started.cpu.busy + started.cpu.idle + started.cpu.steal);
  const results = {
    measured_at: new Date().toISOString(),
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    lighthouse: lh.version,
    chromium: lh.browser,
    lighthouse_runs: runs,
    build_id: readFileSync(join(ROOT, 'apps/storefront/.next/BUILD_ID'), 'utf8').trim(),
    seconds: Math.round((performance.now() - started.at) / 1000),
    machine: {
      loadavg_start: started.load,
      loadavg_end: loadavg(),
      cpu_busy_pct: round(((ended.busy - started.cpu.busy) / total) * 100),
      steal_pct: round(((ended.steal - started.cpu.steal) / total) * 100),
      lighthouse_benchmark_index: benchmarkIndex,
    },
    shared_js_kb: sharedJs,
    shared_scripts: shared.map(chunkName),
    ...storefrontRss(storefrontPid),
    routes,
    warnings: [...new Set(warnings)],
  };
  results.over_budget = overBudget(results, budget);
  return results;
}

/** Writes web.json and prints the table, the warnings and what is over budget. */
export function reportWeb(results) {
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, WEB_RESULTS), `${JSON.stringify(results, null, 2)}\n`);
  const rows = Object.fromEntries(
    Object.entries(results.routes).map(([name, r]) => [
      name,
      {
        'JS kB': r.first_load_js_kb,
        'HTML kB': r.html_kb,
        RSC: r.rsc_share === undefined ? null : `${Math.round(r.rsc_share * 100)} %`,
        perf: r.performance,
        a11y: r.accessibility,
        bp: r.best_practices,
        seo: r.seo,
        LCP: r.lcp_ms,
        TBT: r.tbt_ms,
        CLS: r.cls,
        FCP: r.fcp_ms,
        SI: r.si_ms,
        'p50 ms': r.render_p50_ms ?? '',
        'p90 ms': r.render_p90_ms ?? '',
      },
    ]),
  );
  console.table(rows);
  console.log(`shared JS ${results.shared_js_kb} kB gzip; storefront RSS ${results.storefront_rss_mb} MB; Lighthouse ${results.lighthouse} on Chromium ${results.chromium}, median of ${results.lighthouse_runs}; load ${results.machine.loadavg_start.join(' ')} → ${results.machine.loadavg_end.join(' ')}, steal ${results.machine.steal_pct} %, Lighthouse benchmark index ${results.machine.lighthouse_benchmark_index}`);
  for (const [name, route] of Object.entries(results.routes)) {
    const notes = [];
    if (route.lcp_elements?.length) notes.push(`LCP element ${route.lcp_elements.join(' | ')}`);
    if (route.lighthouse_failed_audits?.length) notes.push(`audits not passed: ${route.lighthouse_failed_audits.join(', ')}`);
    if (notes.length > 0) console.log(`${name}: ${notes.join('; ')}`);
  }
  for (const warning of results.warnings) console.log(`warning: ${warning}`);
  if (results.over_budget.length === 0) console.log(`within budget (${BUDGET_FILE}) everywhere`);
  else {
    console.log(`over budget (${BUDGET_FILE}):`);
    for (const entry of results.over_budget) console.log(`  ${describeOver(entry)}`);
  }
  console.log(`written to ${WEB_RESULTS}`);
}
