// The CMS's teaser HTML, made safe for the storefront to render as it comes (contract: teaser
// html is sanitized by the orchestrator). No HTML parser is installed, so this is a small HTML
// tokenizer (the states of the WHATWG tokenizer that matter: data, tags, attributes, comments,
// raw text) followed by a re-serializer that writes only allowlisted elements and attributes,
// with every text and attribute value escaped again. What the browser parses from the output is
// therefore exactly what this code decided to keep, however odd the input was.

/** Elements kept (without attributes unless listed in ALLOWED_ATTRIBUTES); others are dropped, their text kept. */
const ALLOWED_ELEMENTS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'span', 'div', 'img',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);

const VOID_ELEMENTS = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'wbr', 'param', 'keygen']);

/** Elements whose content is never markup nor shown text to keep: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'noscript', 'plaintext', 'template', 'object', 'svg', 'math', 'select']);

/** Of DROPPED_WITH_CONTENT, those the browser reads as raw text up to their own end tag (no tags inside). */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'noscript', 'plaintext']);

const ALLOWED_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  th: new Set(['colspan', 'rowspan']),
  td: new Set(['colspan', 'rowspan']),
};

const REL_TOKENS = new Set(['noopener', 'noreferrer', 'nofollow']);
const MAX_DEPTH = 64;
/** Characters of CMS HTML read at most (see sanitizeHtml). */
export const MAX_HTML_LENGTH = 256 * 1024;

interface StartTag {
  type: 'start';
  name: string;
  attributes: Array<[name: string, value: string]>;
  selfClosing: boolean;
}
type Token = { type: 'text'; text: string } | StartTag | { type: 'end'; name: string };

const isAsciiLetter = (c: string | undefined): boolean => c !== undefined && /^[A-Za-z]$/.test(c);
const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';

/**
 * Splits HTML into text, start and end tags; comments, doctypes and processing instructions are
 * skipped. Linear in the input: every search starts where the last one ended (CMS HTML is not
 * trusted to be small or well-meaning).
 */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  let at = 0;
  const flushText = (): void => {
    if (text) tokens.push({ type: 'text', text: decodeEntities(text) });
    text = '';
  };
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt < 0) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, lt);
    at = lt;
    const next = html[at + 1];
    if (isAsciiLetter(next)) {
      const tag = readTag(html, at + 1);
      if (!tag) break; // EOF inside a tag: the browser drops it, and so do we.
      flushText();
      at = tag.end;
      if (tag.token.type === 'start' && RAW_TEXT.has(tag.token.name)) {
        tokens.push(tag.token);
        at = skipRawText(html, at, tag.token.name);
        tokens.push({ type: 'end', name: tag.token.name });
        continue;
      }
      tokens.push(tag.token);
      continue;
    }
    if (next === '/') {
      if (isAsciiLetter(html[at + 2])) {
        const tag = readTag(html, at + 2, true);
        if (!tag) break;
        flushText();
        tokens.push(tag.token);
        at = tag.end;
        continue;
      }
      // "</>" is ignored; "</ ..." and the like are bogus comments up to '>'.
      flushText();
      at = skipPast(html, at + 2, '>');
      continue;
    }
    if (next === '!') {
      flushText();
      at = html.startsWith('<!--', at) ? skipComment(html, at + 4) : skipPast(html, at + 2, '>');
      continue;
    }
    if (next === '?') {
      flushText();
      at = skipPast(html, at + 2, '>');
      continue;
    }
    // A '<' that opens nothing is text.
    text += '<';
    at += 1;
  }
  flushText();
  return tokens;
}

function skipPast(html: string, from: number, marker: string): number {
  const end = html.indexOf(marker, from);
  return end < 0 ? html.length : end + marker.length;
}

const COMMENT_END = /--!?>/g;

/**
 * A comment ends at the first "-->" or "--!>", or at once for "<!-->" and "<!--->" (WHATWG abrupt
 * closing). One search for both ends: searching each to the end of the input would be quadratic
 * for many "<!----!>" without any "-->".
 */
function skipComment(html: string, from: number): number {
  if (html.startsWith('>', from)) return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  COMMENT_END.lastIndex = from;
  return COMMENT_END.exec(html) ? COMMENT_END.lastIndex : html.length;
}

const RAW_TEXT_END = new Map([...RAW_TEXT].map((name) => [name, new RegExp(`</${name}(?=[\\t\\n\\f\\r />]|$)`, 'gi')]));

/**
 * Raw text (script, style, ...) runs to "</name" followed by a space, '/' or '>' (any case); the
 * end tag is consumed. A case-insensitive search from `from`: lower-casing the whole input for each
 * raw-text element would be quadratic for many of them.
 */
function skipRawText(html: string, from: number, name: string): number {
  const end = RAW_TEXT_END.get(name)!;
  end.lastIndex = from;
  return end.exec(html) ? skipPast(html, end.lastIndex, '>') : html.length;
}

/** Reads a tag whose name starts at `from`; null when the input ends inside it. */
function readTag(html: string, from: number, isEnd = false): { token: Token; end: number } | null {
  let at = from;
  let name = '';
  while (at < html.length && !isSpace(html[at]) && html[at] !== '/' && html[at] !== '>') name += html[at++];
  const attributes: Array<[string, string]> = [];
  const seen = new Set<string>();
  let selfClosing = false;
  for (;;) {
    while (isSpace(html[at])) at += 1;
    if (at >= html.length) return null;
    const c = html[at]!;
    if (c === '>') {
      at += 1;
      break;
    }
    if (c === '/') {
      at += 1;
      if (html[at] === '>') {
        selfClosing = true;
        at += 1;
        break;
      }
      continue;
    }
    // Attribute name: up to a space, '/', '>' or '=' (a leading '=' belongs to the name).
    let attrName = html[at++]!;
    while (at < html.length && !isSpace(html[at]) && html[at] !== '/' && html[at] !== '>' && html[at] !== '=') attrName += html[at++];
    while (isSpace(html[at])) at += 1;
    let value = '';
    if (html[at] === '=') {
      at += 1;
      while (isSpace(html[at])) at += 1;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close < 0) return null;
        value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        while (at < html.length && !isSpace(html[at]) && html[at] !== '>') value += html[at++];
      }
    }
    const lowerName = attrName.toLowerCase();
    // The first of duplicate attributes wins, as in the browser.
    if (!seen.has(lowerName)) {
      seen.add(lowerName);
      attributes.push([lowerName, decodeEntities(value)]);
    }
  }
  const lowerTag = name.toLowerCase();
  return { token: isEnd ? { type: 'end', name: lowerTag } : { type: 'start', name: lowerTag, attributes, selfClosing }, end: at };
}

// HTML 4 Latin-1 entities, U+00A0 to U+00FF in order, plus the typographic ones CMS text uses.
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'.split(' ');
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'",
  euro: '€', ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  hellip: '…', bull: '•', trade: '™', thinsp: '\u2009', ensp: '\u2002', emsp: '\u2003', zwnj: '\u200c', zwj: '\u200d',
  colon: ':', Tab: '\t', NewLine: '\n', sol: '/', lpar: '(', rpar: ')', period: '.', comma: ',', excl: '!',
  ...Object.fromEntries(LATIN1_NAMES.map((name, index) => [name, String.fromCodePoint(0xa0 + index)])),
};

/**
 * Decodes character references. Unknown named references stay as written: escaped again on
 * output they then show literally, so the browser never decodes something this code did not see.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#[xX]([0-9A-Fa-f]+);?|#([0-9]+);?|([A-Za-z][A-Za-z0-9]{1,31});)/g, (whole, hex?: string, dec?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
    const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
    // NUL, surrogates and out-of-range code points become U+FFFD, as the browser does. The whole
    // digit run counts (&#00000000106; is 'j'), as in the browser; a huge one is out of range.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
    return String.fromCodePoint(code);
  });
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

// Characters the URL parser strips or that mark a URL we do not want to reason about.
const UNSAFE_URL_CHARS = /[\p{Cc}\p{Cf}\s\\]/u;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/** Link targets: http(s), mailto, tel, root-relative or relative paths and #fragments. */
export function isSafeLinkUrl(raw: string): boolean {
  const url = raw.trim();
  if (url === '' || UNSAFE_URL_CHARS.test(url)) return false;
  if (url.startsWith('//')) return false; // protocol-relative: another host
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return true; // relative (a ':' only after '/', '?' or '#')
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel';
}

/**
 * Image sources: storefront media paths (/media/...), as the contract promises for every image
 * URL. Not any path of the shop (an image's GET must not reach /logout or an API route with the
 * visitor's cookies) nor other hosts (no tracking pixels); checked after the URL parser's own
 * normalisation, so /media/%2e%2e/x does not pass as a media path.
 */
export function isSafeImageUrl(raw: string): boolean {
  const url = raw.trim();
  if (!url.startsWith('/') || url.startsWith('//') || UNSAFE_URL_CHARS.test(url)) return false;
  try {
    const resolved = new URL(url, 'https://shop.invalid');
    return resolved.host === 'shop.invalid' && resolved.pathname.startsWith('/media/');
  } catch {
    return false;
  }
}

const DIMENSION = /^\d{1,4}$/;
const SPAN = /^\d{1,3}$/;

/** The attributes of an allowed element worth keeping, in a fixed order; null drops the element (an img without a safe src). */
function keptAttributes(tag: StartTag): Array<[string, string]> | null {
  const allowed = ALLOWED_ATTRIBUTES[tag.name];
  const values = new Map(tag.attributes.filter(([name]) => allowed?.has(name)));
  const kept: Array<[string, string]> = [];
  if (tag.name === 'a') {
    const href = values.get('href');
    if (href !== undefined && isSafeLinkUrl(href)) kept.push(['href', href.trim()]);
    const target = values.get('target')?.trim().toLowerCase();
    const rel = new Set((values.get('rel') ?? '').toLowerCase().split(/\s+/).filter((token) => REL_TOKENS.has(token)));
    if (target === '_blank') {
      kept.push(['target', '_blank']);
      // A new window must not reach back to the shop's window (window.opener).
      rel.add('noopener').add('noreferrer');
    } else if (target === '_self') kept.push(['target', '_self']);
    if (rel.size > 0) kept.push(['rel', [...rel].sort().join(' ')]);
    return kept;
  }
  if (tag.name === 'img') {
    const src = values.get('src');
    if (src === undefined || !isSafeImageUrl(src)) return null;
    kept.push(['src', src.trim()], ['alt', values.get('alt') ?? '']);
    for (const name of ['width', 'height']) {
      const value = values.get(name)?.trim();
      if (value !== undefined && DIMENSION.test(value)) kept.push([name, value]);
    }
    return kept;
  }
  for (const name of ['colspan', 'rowspan']) {
    const value = values.get(name)?.trim();
    if (value !== undefined && allowed?.has(name) && SPAN.test(value)) kept.push([name, value]);
  }
  return kept;
}

/**
 * The allowlisted part of `html`: p, br, strong, b, em, i, u, ul, ol, li, h1–h4, a (href of
 * http(s)/mailto/tel/relative paths/#fragments, target, rel), span, div, img (src a /media/
 * path, alt, width, height) and table basics. Scripts, styles, frames and other dangerous
 * elements go with their content; other elements are dropped, their text kept; every other
 * attribute (on*, style, class, ...) is dropped. The output is balanced (unclosed elements are
 * closed, stray end tags dropped); text is escaped. Null or blank input gives null.
 */
export function sanitizeHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined || html.trim() === '') return null;
  // Linear, but a CMS field of megabytes would still hold the event loop for seconds; no teaser
  // is that long. Cut, the input ends inside a tag at worst, which the tokenizer drops.
  const input = html.length > MAX_HTML_LENGTH ? html.slice(0, MAX_HTML_LENGTH) : html;
  const out: string[] = [];
  const open: string[] = [];
  // The elements dropped with their content that are open (non-empty while inside one), and how
  // many of each name: an end tag without an open one of its name is passed over in O(1), and
  // one with it pops what it closes, so the stack costs linear time however deep it gets.
  const dropStack: string[] = [];
  const dropOpen = new Map<string, number>();
  for (const token of tokenize(input)) {
    if (token.type === 'text') {
      if (dropStack.length === 0) out.push(escapeText(token.text));
      continue;
    }
    if (token.type === 'start') {
      if (DROPPED_WITH_CONTENT.has(token.name)) {
        if (!token.selfClosing || RAW_TEXT.has(token.name)) {
          dropStack.push(token.name);
          dropOpen.set(token.name, (dropOpen.get(token.name) ?? 0) + 1);
        }
        continue;
      }
      if (dropStack.length > 0 || !ALLOWED_ELEMENTS.has(token.name)) continue;
      const attributes = keptAttributes(token);
      if (attributes === null) continue;
      if (!VOID_ELEMENTS.has(token.name) && open.length >= MAX_DEPTH) continue;
      out.push(`<${token.name}${attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`);
      if (!VOID_ELEMENTS.has(token.name)) open.push(token.name);
      continue;
    }
    // End tags.
    if (dropStack.length > 0) {
      if (!dropOpen.get(token.name)) continue;
      for (;;) {
        const closed = dropStack.pop()!;
        dropOpen.set(closed, dropOpen.get(closed)! - 1);
        if (closed === token.name) break;
      }
      continue;
    }
    const index = open.lastIndexOf(token.name);
    if (index < 0) continue; // a stray end tag (or one of a dropped element)
    while (open.length > index) out.push(`</${open.pop()!}>`);
  }
  while (open.length > 0) out.push(`</${open.pop()!}>`);
  const result = out.join('');
  return result.trim() === '' ? null : result;
}
