import { SupportMachinesDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ChartFrame } from '../../../components/support/chart-frame';
import { StateChart } from '../../../components/support/state-chart';
import { chartLayout } from '../../../lib/support/charts';
import { staffRequest } from '../../../lib/support/staff';

export const metadata: Metadata = { title: 'Zustandsdiagramme' };

const MACHINE_TITLES: Record<string, string> = { checkout: 'Checkout' };

async function openWorkflow(form: FormData): Promise<void> {
  'use server';
  const id = String(form.get('id') ?? '').trim();
  if (id) redirect(`/support/workflows/${encodeURIComponent(id)}`);
}

export default async function MachinesPage() {
  const { machines } = await staffRequest(SupportMachinesDocument, {});
  const charts = await Promise.all(machines.map(async (machine) => ({ machine, layout: await chartLayout(machine) })));
  return (
    <>
      <h1>Zustandsdiagramme</h1>
      <form action={openWorkflow} className="sc-filters">
        <label>
          Workflow-ID oder Warenkorb-ID
          <input name="id" size={40} placeholder="co-… oder Warenkorb-ID" />
        </label>
        <button type="submit" className="sc-button">
          Workflow öffnen
        </button>
      </form>
      <p className="sc-muted">
        Aus der Maschinendefinition erzeugt (nie von Hand gezeichnet): Zustände mit Verschachtelung, Übergänge mit Ereignis und [Bedingung]; ● markiert den Startzustand, gestrichelt ist ein
        Durchgangszustand; Übergänge ohne Ziel stehen im Zustand.
      </p>
      {charts.map(({ machine, layout }) => (
        <section key={machine.name} data-testid={`machine-${machine.name}`}>
          <h2>
            {MACHINE_TITLES[machine.name] ?? machine.name} <span className="sc-muted">(Version {machine.version}, {machine.states.length} Zustände, {machine.transitions.length} Übergänge)</span>
          </h2>
          <ChartFrame focus={null}>
            <StateChart layout={layout} title={`Zustandsdiagramm ${machine.name}`} />
          </ChartFrame>
        </section>
      ))}
    </>
  );
}
