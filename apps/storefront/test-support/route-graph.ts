import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// For tests only (node:fs; no app file imports it, so it stays out of the Next build): which files
// each route of app/ runs on the server and which it sends to the browser, read from the import
// statements. The message checks (lib/i18n/client-messages.spec.ts, lib/i18n/client-answers.spec.ts)
// and the first-load package check (lib/shop-api/client-packages.spec.ts) stand on it.

/** The storefront's root (apps/storefront). */
export const APP_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** What one import statement of a file names. */
interface Edge {
  spec: string;
  /** `import('…')`: loaded when the code runs, not with the page. */
  lazy: boolean;
  /** The names it imports (`import { a, b as c }`), for values of packages. */
  names: string[];
}

/** One route of app/ (a page, or an error or not-found boundary) and what it runs where. */
export interface RouteGraph {
  /** e.g. "(shop)/prod/[id]/page.tsx" (relative to app/). */
  route: string;
  /** The route's own file and the layouts above it. */
  entries: string[];
  /** Server components and modules the route reaches (files; 'use client' files not among them). */
  serverFiles: Set<string>;
  /** Files the browser loads with the page: the 'use client' files and everything they import. */
  clientFiles: Set<string>;
  /** Files the browser loads only when the code asks (dynamic import()), not with the page. */
  lazyClientFiles: Set<string>;
  /** Packages the page's client files import statically (they load with the page), with the importing files. */
  clientPackages: Map<string, Set<string>>;
}

const sources = new Map<string, string>();

/** The text of a file (cached). */
export function sourceOf(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    sources.set(file, text);
  }
  return text;
}

/** The file's directive ('use client', 'use server'), if its first statement is one. */
function directiveOf(file: string): 'use client' | 'use server' | null {
  const match = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"](use client|use server)['"]/.exec(sourceOf(file));
  return (match?.[1] as 'use client' | 'use server' | undefined) ?? null;
}

/** A local module (relative or '@/…') as a file, null for packages and non-code files (CSS). */
export function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.') && !spec.startsWith('@/')) return null;
  const base = spec.startsWith('@/') ? join(APP_ROOT, spec.slice(2)) : resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The value imports of a file: `import type` and imports of types only are left out. */
export function importsOf(file: string): Edge[] {
  const text = sourceOf(file);
  const edges: Edge[] = [];
  for (const match of text.matchAll(/^(import|export)\s+(?!type\b)([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const clause = match[2]!;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    const items = braces === undefined ? [] : braces.split(',').map((item) => item.trim()).filter(Boolean);
    const onlyTypes = braces !== undefined && items.length > 0 && items.every((item) => item.startsWith('type ')) && !clause.replace(/\{[^}]*\}/, '').match(/\w/);
    if (onlyTypes) continue;
    const names = items.filter((item) => !item.startsWith('type ')).map((item) => item.split(/\s+as\s+/)[0]!.trim());
    edges.push({ spec: match[3]!, lazy: false, names });
  }
  for (const match of text.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) edges.push({ spec: match[1]!, lazy: false, names: [] });
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) edges.push({ spec: match[1]!, lazy: true, names: [] });
  return edges;
}

/** The package of an import specifier ('@apollo/client/react' → '@apollo/client'). */
function packageOf(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const APP_DIR = join(APP_ROOT, 'app');

function walkApp(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walkApp(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** The layouts from the root down to the folder of `file` (the root layout first). */
function layoutsAbove(file: string): string[] {
  const layouts: string[] = [];
  let dir = dirname(file);
  for (;;) {
    const layout = join(dir, 'layout.tsx');
    if (existsSync(layout)) layouts.unshift(layout);
    if (dir === APP_DIR) break;
    dir = dirname(dir);
  }
  return layouts;
}

/** Every page, error and not-found boundary of app/ with the files it runs (global-error.tsx stands alone: it replaces the root layout). */
export function routeGraphs(): RouteGraph[] {
  const files = walkApp(APP_DIR).filter((file) => /\/(page|error|not-found|global-error)\.tsx$/.test(file));
  return files.map((file) => graphOf(relative(APP_DIR, file).split(sep).join('/'), file.endsWith('/global-error.tsx') ? [file] : [...layoutsAbove(file), file]));
}

function graphOf(route: string, entries: string[]): RouteGraph {
  const serverFiles = new Set<string>();
  const clientRoots: string[] = [];
  const visitServer = (file: string) => {
    if (serverFiles.has(file) || clientRoots.includes(file)) return;
    const directive = directiveOf(file);
    // Server actions reach the browser as references only: their code and texts stay on the server.
    if (directive === 'use server') return;
    if (directive === 'use client') {
      clientRoots.push(file);
      return;
    }
    serverFiles.add(file);
    for (const edge of importsOf(file)) {
      const next = resolveLocal(file, edge.spec);
      if (next) visitServer(next);
    }
  };
  for (const entry of entries) visitServer(entry);

  const clientFiles = new Set<string>();
  const lazyClientFiles = new Set<string>();
  const clientPackages = new Map<string, Set<string>>();
  const visitClient = (file: string, lazy: boolean) => {
    if (clientFiles.has(file) || (lazy && lazyClientFiles.has(file))) return;
    if (directiveOf(file) === 'use server') return;
    if (lazy) lazyClientFiles.add(file);
    else {
      lazyClientFiles.delete(file);
      clientFiles.add(file);
    }
    for (const edge of importsOf(file)) {
      const next = resolveLocal(file, edge.spec);
      if (next) visitClient(next, lazy || edge.lazy);
      else if (!lazy && !edge.lazy && !edge.spec.startsWith('.') && !edge.spec.startsWith('@/')) {
        const name = packageOf(edge.spec);
        if (!clientPackages.has(name)) clientPackages.set(name, new Set());
        clientPackages.get(name)!.add(relative(APP_ROOT, file));
      }
    }
  };
  for (const root of clientRoots) visitClient(root, false);
  return { route, entries, serverFiles, clientFiles, lazyClientFiles, clientPackages };
}

/**
 * The client scopes a route's layouts (and its other server files) hand over, as `<ClientMessages scope="…">`
 * names them, and those its client files load when they need them (`scopeMessagesAction('…')`).
 */
export function scopeNamesOf(graph: RouteGraph): string[] {
  const names = new Set<string>();
  for (const file of graph.serverFiles) for (const match of sourceOf(file).matchAll(/<ClientMessages\s+scope="([\w-]+)"/g)) names.add(match[1]!);
  for (const file of [...graph.clientFiles, ...graph.lazyClientFiles]) for (const match of sourceOf(file).matchAll(/scopeMessagesAction\('([\w-]+)'\)/g)) names.add(match[1]!);
  return [...names];
}
