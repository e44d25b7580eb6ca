import { SupportMachinesDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ChartFrame } from '@/components/support/chart-frame';
import { StateChart } from '@/components/support/state-chart';
import { chartLayout } from '@/lib/support/charts';
import { staffRequest } from '@/lib/support/staff';
import { kindExtras, workflowPath } from '@/lib/support/workflow-kinds';

export const metadata: Metadata = { title: 'Zustandsdiagramme' };

async function openWorkflow(form: FormData): Promise<void> {
  'use server';
  const kind = String(form.get('kind') ?? '').trim();
  const id = String(form.get('id') ?? '').trim();
  if (kind && id) redirect(workflowPath(kind, id));
}

/** Every workflow kind the orchestrator registers, drawn from its machine definition. */
export default async function MachinesPage() {
  const { machines } = await staffRequest(SupportMachinesDocument, {});
  const charts = await Promise.all(machines.map(async (machine) => ({ machine, layout: await chartLayout(machine) })));
  const placeholders = [...new Set(machines.map((m) => kindExtras(m.kind).idPlaceholder))].join(' / ');
  return (
    <>
      <h1>Zustandsdiagramme</h1>
      <form action={openWorkflow} className="sc-filters">
        <label>
          Art
          <select name="kind" defaultValue={machines[0]?.kind}>
            {machines.map((machine) => (
              <option key={machine.kind} value={machine.kind}>
                {machine.title}
              </option>
            ))}
          </select>
        </label>
        <label className="sc-grow">
          Workflow-ID
          <input name="id" size={40} placeholder={placeholders} required />
        </label>
        <button type="submit" className="sc-button">
          Workflow öffnen
        </button>
      </form>
      <p className="sc-muted">
        Aus der Maschinendefinition erzeugt (nie von Hand gezeichnet): Zustände mit Verschachtelung, Übergänge mit Ereignis und [Bedingung]; ● markiert den Startzustand, gestrichelt ist ein
        Durchgangszustand; Übergänge ohne Ziel stehen im Zustand.
      </p>
      {machines.length > 1 && (
        <nav className="sc-links" aria-label="Zu einem Diagramm springen">
          {machines.map((machine) => (
            <a key={machine.kind} href={`#machine-${machine.kind}`}>
              {machine.title}
            </a>
          ))}
        </nav>
      )}
      {charts.map(({ machine, layout }) => (
        <section key={machine.kind} id={`machine-${machine.kind}`} data-testid={`machine-${machine.kind}`}>
          <h2>
            {machine.title}{' '}
            <span className="sc-muted">
              (<span className="sc-mono">{machine.kind}</span>, Version {machine.version}, {machine.states.length} Zustände, {machine.transitions.length} Übergänge)
            </span>
          </h2>
          {machine.regions.length > 0 && (
            <p className="sc-muted" data-testid="regions">
              Parallele Regionen (gleichzeitig aktiv, gestrichelt umrandet): <span className="sc-mono">{machine.regions.join(' ∥ ')}</span>. Ein Workflow dieser Art ist in jeder Region in genau einem Zustand.
            </p>
          )}
          {machine.hostActors.length > 0 && (
            <dl className="sc-dl sc-actors" data-testid="host-actors">
              {machine.hostActors.map((actor) => (
                <div key={actor.name} style={{ display: 'contents' }}>
                  <dt className="sc-mono">{actor.name}</dt>
                  <dd>{actor.description}</dd>
                </div>
              ))}
            </dl>
          )}
          <ChartFrame focus={null}>
            <StateChart layout={layout} regions={machine.regions} title={`Zustandsdiagramm ${machine.title}`} />
          </ChartFrame>
        </section>
      ))}
    </>
  );
}
