import { defaultJobId, outboxEntries } from './outbox-relay.js';
import type { AnyWorkflowDefinition, JobSpec, WorkflowRecord } from './workflow-definition.js';

const spec: JobSpec = { queue: 'toy-queue', name: 'work', options: () => ({ attempts: 1 }) };
// outboxEntries reads only the kind and the declared jobs of a definition.
const definition = { kind: 'toy', jobs: { notify: spec, archive: spec } } as unknown as AnyWorkflowDefinition;
const after = (id: string, version: number) => ({ kind: 'toy', id, version }) as WorkflowRecord<unknown, unknown>;
const parsed = (value: string) => JSON.parse(value) as { kind: string; job: string; jobId: string; data: unknown };

describe('defaultJobId', () => {
  it('names the kind, the workflow, the version that asked and the job', () => {
    expect(defaultJobId('toy', 'wf-1', 7, 'notify')).toBe('toy-wf-1-v7-notify');
  });

  it("turns the ':' a workflow id may hold into '.' (BullMQ job ids must not contain ':')", () => {
    const id = defaultJobId('toy', 'tenant:a:wf-1', 2, 'notify');
    expect(id).toBe('toy-tenant.a.wf-1-v2-notify');
    expect(id).not.toContain(':');
  });
});

describe('outboxEntries', () => {
  it('keys an entry by version and job and keeps kind, job, job id and data', () => {
    const entries = outboxEntries(definition, after('wf:1', 3), [{ job: 'notify', data: { to: 'a' } }]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.key).toBe('3:notify');
    expect(parsed(entries[0]!.value)).toEqual({ kind: 'toy', job: 'notify', jobId: 'toy-wf.1-v3-notify', data: { to: 'a' }, savedAt: expect.any(Number) });
  });

  it('keeps a job id the request gives', () => {
    const [entry] = outboxEntries(definition, after('wf-1', 3), [{ job: 'notify', data: {}, jobId: 'custom-1' }]);
    expect(parsed(entry!.value).jobId).toBe('custom-1');
  });

  it('refuses a job the definition does not declare', () => {
    expect(() => outboxEntries(definition, after('wf-1', 1), [{ job: 'notify', data: {} }, { job: 'launch', data: {} }])).toThrow("workflow kind 'toy' does not declare the job 'launch'");
  });

  // The relay drops an entry whose job id BullMQ cannot take; refused here, the save never commits a job that is lost.
  it.each([
    ['a requested job id with a colon', { job: 'notify', data: {}, jobId: 'custom:1' }],
    ['a requested job id over 200 characters', { job: 'notify', data: {}, jobId: 'x'.repeat(201) }],
  ])('refuses %s before anything is saved', (_name, request) => {
    expect(() => outboxEntries(definition, after('wf-1', 1), [request])).toThrow(/job id/);
  });

  it('refuses a declared job whose name makes a default job id the relay cannot enqueue', () => {
    const odd = { kind: 'toy', jobs: { 'notify:now': spec } } as unknown as AnyWorkflowDefinition;
    expect(() => outboxEntries(odd, after('wf-1', 1), [{ job: 'notify:now', data: {} }])).toThrow(/job id/);
  });

  it('gives the same job asked for twice in one transition distinct keys', () => {
    const entries = outboxEntries(definition, after('wf-1', 4), [
      { job: 'notify', data: { n: 1 } },
      { job: 'notify', data: { n: 2 } },
      { job: 'archive', data: {} },
      { job: 'notify', data: { n: 3 } },
    ]);
    expect(entries.map((e) => e.key)).toEqual(['4:notify', '4:notify-2', '4:archive', '4:notify-3']);
    expect(new Set(entries.map((e) => e.key)).size).toBe(4);
    expect(entries.map((e) => (parsed(e.value).data as { n?: number }).n)).toEqual([1, 2, undefined, 3]);
  });

  it('asks for nothing when the transition requests no job', () => {
    expect(outboxEntries(definition, after('wf-1', 1), [])).toEqual([]);
  });
});
