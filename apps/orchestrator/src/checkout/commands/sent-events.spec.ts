import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkoutMachine, machineGraph, stateExits } from '@tafel/checkout-machine';

// Which events anybody actually sends, derived from the code (not a hand-kept list): every
// `type: 'area.name'` literal of an event of the machine in the orchestrator's sources (commands,
// jobs, support), the events the machine raises itself from its host actors' results, and the
// events of the machine's helpers the orchestrator calls.
const SRC = fileURLToPath(new URL('../../', import.meta.url));
const MACHINE_SRC = fileURLToPath(new URL('../../../../../libs/checkout-machine/src/', import.meta.url));
const EVENT_LITERAL = /(?<![\w$])type:\s*'([a-z]+\.[A-Za-z]+)'/g;
const RAISED_LITERAL = /raise\(\{\s*type:\s*'([a-z]+\.[A-Za-z]+)'/g;
/** Machine helpers that build events, by the file they live in. */
const EVENT_HELPERS = { reopenEvent: 'why-not.ts', submitOutputEvent: 'checkout.rules.ts' } as const;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const literals = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);

const graph = machineGraph(checkoutMachine);
const machineEvents = new Set([...graph.transitions.map((t) => t.event), ...graph.states.flatMap((s) => s.internal.map((label) => label.split(' ')[0]!))]);

/** File (relative to src/) → the machine events it sends. */
const sentBy = new Map<string, string[]>();
for (const file of sources(SRC)) {
  const text = readFileSync(file, 'utf8');
  const events = new Set(literals(text, EVENT_LITERAL).filter((e) => machineEvents.has(e)));
  for (const [helper, helperFile] of Object.entries(EVENT_HELPERS)) {
    if (new RegExp(`\\b${helper}\\(`).test(text)) literals(readFileSync(join(MACHINE_SRC, helperFile), 'utf8'), EVENT_LITERAL).forEach((e) => events.add(e));
  }
  if (events.size > 0) sentBy.set(relative(SRC, file), [...events].sort());
}
const raisedByMachine = new Set(literals(readFileSync(join(MACHINE_SRC, 'checkout.machine.ts'), 'utf8'), RAISED_LITERAL));
const sent = new Set([...[...sentBy.values()].flat(), ...raisedByMachine]);
const exits = stateExits(graph);

describe('every checkout state has a way out that somebody sends', () => {
  it('derives the senders from the code', () => {
    expect(sentBy.get('checkout/commands/submit-order.handler.ts')).toContain('order.submit');
    expect(sentBy.get('checkout/commands/save-shipping-step.handler.ts')).toEqual(expect.arrayContaining(['shipping.save', 'shipping.edit', 'login.succeeded']));
    expect([...sentBy.entries()].filter(([file]) => file.startsWith('support/')).flatMap(([, events]) => events)).toContain('support.replay');
    expect([...raisedByMachine].sort()).toEqual(expect.arrayContaining(['payment.failed', 'payment.saved', 'shipping.failed', 'shipping.saved', 'submit.failed']));
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
