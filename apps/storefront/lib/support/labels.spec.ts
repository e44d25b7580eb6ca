import { describe, expect, it } from '@jest/globals';
import { retryIn, statusLabel } from './labels';

describe('retryIn', () => {
  it('names the wait of a refused sign-in in seconds below a minute, else in whole minutes rounded up', () => {
    expect([0, 1, 2, 30, 59, 60, 61, 120, 900, 3599, 3600].map(retryIn)).toEqual([
      'in 1 Sekunde',
      'in 1 Sekunde',
      'in 2 Sekunden',
      'in 30 Sekunden',
      'in 59 Sekunden',
      'in 1 Minute',
      'in 2 Minuten',
      'in 2 Minuten',
      'in 15 Minuten',
      'in 60 Minuten',
      'in 60 Minuten',
    ]);
  });
});

describe('statusLabel', () => {
  it('names a resolved failure in the words of its kind', () => {
    expect(statusLabel('RESOLVED', 'ORDER_SUBMISSION')).toBe('Erledigt (Bestellung angelegt)');
    expect(statusLabel('RESOLVED', 'RETURN_SUBMISSION')).toBe('Erledigt (Retoure angelegt)');
    expect(statusLabel('RESOLVED', 'PHOTO_UPLOAD')).toBe('Erledigt (hochgeladen oder entfernt)');
    expect(statusLabel('OPEN', 'PHOTO_UPLOAD')).toBe('Offen');
    expect(statusLabel(null, null)).toBe('—');
  });
});
