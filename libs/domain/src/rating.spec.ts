import { isRatingStars, RATING_ENC_PATTERN, ratingTextProblem } from './rating.js';
import { ValidationKeys } from './validation.js';

describe('rating rules', () => {
  it('takes 1 to 5 whole stars', () => {
    for (const stars of [1, 3, 5]) expect(isRatingStars(stars)).toBe(true);
    for (const stars of [0, 6, 2.5, '4', null]) expect(isRatingStars(stars)).toBe(false);
  });

  it('takes an enc of the link alphabet only', () => {
    expect(RATING_ENC_PATTERN.test('eyJwIjoiMSJ9%3D_-')).toBe(true);
    for (const enc of ['', 'a b', 'a/b', 'a'.repeat(2049)]) expect(RATING_ENC_PATTERN.test(enc)).toBe(false);
  });

  it('checks each text: required name, lengths, line breaks only in the text', () => {
    expect(ratingTextProblem('author', '', true)).toEqual({ messageKey: ValidationKeys.required });
    expect(ratingTextProblem('title', '', false)).toBeNull();
    expect(ratingTextProblem('author', 'a'.repeat(51), true)).toEqual({ messageKey: ValidationKeys.maxLength, params: { max: '50' } });
    expect(ratingTextProblem('message', 'Gut.\nSehr gut.', false)).toBeNull();
    expect(ratingTextProblem('title', 'Gut.\nSehr gut.', false)).toEqual({ messageKey: 'vue.form.error.invalidCharacters' });
    expect(ratingTextProblem('message', 'a\u0000', false)).toEqual({ messageKey: 'vue.form.error.invalidCharacters' });
  });
});
