import { describe, expect, it } from '@jest/globals';
import { ValidationKeys } from '@tafel/domain';
import { ratingFromForm, ratingProblems } from './rating';

const form = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('ratingFromForm', () => {
  it('reads the posted rating', () => {
    expect(ratingFromForm(form({ enc: 'abc', rating: '4', title: 'Gut', message: 'Prima.', author: 'Anna' }))).toEqual({ enc: 'abc', rating: 4, title: 'Gut', message: 'Prima.', author: 'Anna' });
  });

  it('sends 0 stars when none (or no valid one) was chosen, so the orchestrator names the field', () => {
    expect(ratingFromForm(form({ enc: 'abc', author: 'A' })).rating).toBe(0);
    expect(ratingFromForm(form({ enc: 'abc', rating: '9', author: 'A' })).rating).toBe(0);
  });

  it('cuts texts just above their limits, so an overlong one is still refused by name', () => {
    const values = ratingFromForm(form({ enc: 'e'.repeat(5000), rating: '5', title: 't'.repeat(500), author: 'a'.repeat(500) }));
    expect(values.enc).toHaveLength(2049);
    expect(values.title).toHaveLength(101);
    expect(values.author).toHaveLength(51);
  });
});

describe('ratingProblems', () => {
  const valid = { enc: 'abc', rating: 4, title: '', message: '', author: 'Anna' };
  it('accepts stars 1 to 5 with a name; title and text are optional', () => {
    expect(ratingProblems(valid)).toEqual({});
  });

  it('names every field that breaks the orchestrator\'s rules, with its key', () => {
    expect(ratingProblems({ ...valid, rating: 0, title: 't'.repeat(101), message: 'm'.repeat(2001), author: '   ' })).toEqual({
      rating: { messageKey: ValidationKeys.invalidOption },
      title: { messageKey: ValidationKeys.maxLength, params: { max: '100' } },
      message: { messageKey: ValidationKeys.maxLength, params: { max: '2000' } },
      author: { messageKey: ValidationKeys.required },
    });
  });
});
