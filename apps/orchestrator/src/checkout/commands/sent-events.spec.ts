import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { checkoutMachine, machineGraph, stateExits } from '@tafel/checkout-machine';

// Which events anybody actually sends, derived from the code (not a hand-kept list), with the
// TypeScript parser rather than text matching: only object literals (`{ type: 'area.name', … }`
// as values, never comments, type annotations or interfaces) of events of the machine in the
// orchestrator's sources (commands, jobs, support); the events the machine raises itself from its
// host actors' results (`raise({ type: … })`); and the events built by the machine's helpers
// (functions returning a CheckoutEvent) the orchestrator calls.
const SRC = fileURLToPath(new URL('../../', import.meta.url));
const MACHINE_SRC = fileURLToPath(new URL('../../../../../libs/checkout-machine/src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const parse = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** `{ type: 'x.y' }` as a value: the string, else null. */
function eventType(node: ts.Node): string | null {
  if (!ts.isObjectLiteralExpression(node)) return null;
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'type' && ts.isStringLiteralLike(property.initializer)) return property.initializer.text;
  }
  return null;
}

/** The event types of every object literal under `node`. */
function eventLiterals(node: ts.Node): string[] {
  const found: string[] = [];
  walk(node, (n) => {
    const type = eventType(n);
    if (type !== null) found.push(type);
  });
  return found;
}

/** The name a call is made by: `f(…)` and `x.f(…)` → f. */
function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** Events the machine raises itself: `raise({ type: … })`. */
function raisedEvents(file: ts.SourceFile): string[] {
  const found: string[] = [];
  walk(file, (n) => {
    if (ts.isCallExpression(n) && calleeName(n) === 'raise' && n.arguments[0]) found.push(...eventLiterals(n.arguments[0]));
  });
  return found;
}

/**
 * The machine's functions that build events (declared to return a CheckoutEvent), with the events
 * they can return: the literals in their body and in the module constants their body names.
 */
function eventHelpers(file: ts.SourceFile): Map<string, string[]> {
  const constants = new Map<string, ts.Node>();
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) constants.set(d.name.text, d.initializer);
  }
  const helpers = new Map<string, string[]>();
  for (const statement of file.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body || !/\bCheckoutEvent\b/.test(statement.type?.getText() ?? '')) continue;
    const events = eventLiterals(statement.body);
    walk(statement.body, (n) => {
      const constant = ts.isIdentifier(n) ? constants.get(n.text) : undefined;
      if (constant) events.push(...eventLiterals(constant));
    });
    helpers.set(statement.name.text, events);
  }
  return helpers;
}

/** The helpers a file calls (by name, in code: not in comments or types). */
function calledHelpers(file: ts.SourceFile, helpers: ReadonlyMap<string, string[]>): string[] {
  const called: string[] = [];
  walk(file, (n) => {
    const name = ts.isCallExpression(n) ? calleeName(n) : null;
    if (name !== null && helpers.has(name)) called.push(name);
  });
  return called;
}

const graph = machineGraph(checkoutMachine);
const machineEvents = new Set([...graph.transitions.map((t) => t.event), ...graph.states.flatMap((s) => s.internal.map((label) => label.split(' ')[0]!))]);

const machineFiles = sources(MACHINE_SRC).map((path) => parse(path, readFileSync(path, 'utf8')));
const helpers = new Map(machineFiles.flatMap((file) => [...eventHelpers(file)]));

/** File (relative to src/) → the machine events it sends. */
const sentBy = new Map<string, string[]>();
for (const path of sources(SRC)) {
  const file = parse(path, readFileSync(path, 'utf8'));
  const events = new Set([...eventLiterals(file), ...calledHelpers(file, helpers).flatMap((name) => helpers.get(name)!)].filter((e) => machineEvents.has(e)));
  if (events.size > 0) sentBy.set(relative(SRC, path), [...events].sort());
}
const raisedByMachine = new Set(machineFiles.filter((file) => file.fileName.endsWith('checkout.machine.ts')).flatMap(raisedEvents));
const sent = new Set([...[...sentBy.values()].flat(), ...raisedByMachine]);
const exits = stateExits(graph);

describe('every checkout state has a way out that somebody sends', () => {
  it('counts event objects only: not comments, type annotations or interfaces', () => {
    const file = parse(
      'probe.ts',
      `// plan: [{ type: 'checkout.restart' }]
       /* { type: 'payment.retry' } */
       type Planned = { type: 'session.expired' };
       interface Other { type: 'support.replay' }
       const text = "type: 'submit.retry'";
       export const events: Planned[] = [{ type: 'cart.updated', articleCount: 1 }];`,
    );
    expect(eventLiterals(file)).toEqual(['cart.updated']);
  });

  it('derives the senders from the code', () => {
    expect(sentBy.get('checkout/commands/submit-order.handler.ts')).toContain('order.submit');
    expect(sentBy.get('checkout/commands/save-shipping-step.handler.ts')).toEqual(expect.arrayContaining(['shipping.save', 'shipping.edit', 'login.succeeded']));
    expect([...sentBy.entries()].filter(([file]) => file.startsWith('support/')).flatMap(([, events]) => events)).toContain('support.replay');
    expect([...raisedByMachine].sort()).toEqual(expect.arrayContaining(['payment.failed', 'payment.saved', 'shipping.failed', 'shipping.saved', 'submit.failed']));
    // The machine's event-building helpers are found from their return type, not a hand-kept list.
    expect([...helpers.keys()]).toEqual(expect.arrayContaining(['reopenEvent', 'submitOutputEvent']));
  });

  it('each state a checkout can rest in has an exit some command, job or the machine itself sends', () => {
    const deadEnds = exits.filter((state) => !state.events.some((event) => sent.has(event)));
    expect(deadEnds).toEqual([]);
  });

  it("sessionExpired is left by the guest's own start of the checkout (checkout.restart), no login needed", () => {
    expect(exits.find((e) => e.state === 'sessionExpired')?.events).toContain('checkout.restart');
    expect(sentBy.get('checkout/commands/start-checkout.handler.ts')).toContain('checkout.restart');
  });
});
