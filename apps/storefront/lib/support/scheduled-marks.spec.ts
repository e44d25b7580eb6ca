import { describe, expect, it } from '@jest/globals';
import { scheduledMarks } from './scheduled-marks';

const edge = (id: string, source: string, event: string) => ({ id, source, target: 'x', points: [], label: { lines: [event], x: 0, y: 0, width: 10, height: 10 } });
const layout = { edges: [edge('e1', 'reserved', 'reservation.expired'), edge('e2', 'reserved', 'cart.synced'), edge('e3', 'flow', 'reservation.expired')] };
const job = { job: 'lightning-expiry', jobId: 'j-1', runAt: '2026-07-01T10:00:05Z', state: 'waiting' };

describe('scheduledMarks', () => {
  it('puts a known job on its event’s transition from the current state, due time in the shops’ time zone', () => {
    expect(scheduledMarks([job], 'reserved', layout)).toEqual([
      {
        jobId: 'j-1',
        state: 'reserved',
        edgeIds: ['e1'],
        lines: ['Ablauf geplant 12:00:05', 'verzögerter Job: waiting'],
        text: 'Ablauf geplant am 01.07.26, 12:00:05 (reservation.expired) · verzögerter Job lightning-expiry: waiting',
      },
    ]);
  });

  it('falls back to the nearest ancestor’s transition, and names an unknown job on the state alone', () => {
    expect(scheduledMarks([job], 'flow.waiting', layout)[0]?.edgeIds).toEqual(['e3']);
    const [unknown] = scheduledMarks([{ ...job, job: 'other-job', state: 'missing' }], 'reserved', layout);
    expect(unknown).toMatchObject({ state: 'reserved', edgeIds: [], lines: ['Job other-job geplant 12:00:05', 'verzögerter Job: missing'] });
  });

  it('marks the first region of a parallel state, and nothing without jobs', () => {
    expect(scheduledMarks([job], 'reserved, other.idle', layout)[0]?.state).toBe('reserved');
    expect(scheduledMarks([], 'reserved', layout)).toEqual([]);
  });
});
