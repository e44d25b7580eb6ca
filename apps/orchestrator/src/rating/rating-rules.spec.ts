import { checkRating, isRatingEnc } from './rating-rules.js';

describe('isRatingEnc', () => {
  it('takes 1 to 2048 characters of the link alphabet', () => {
    expect(isRatingEnc('eyJwcm9kdWN0SWQiOiIxIn0')).toBe(true);
    expect(isRatingEnc('abc%3D_-=')).toBe(true);
    for (const value of ['', 'a b', '<x>', 'a/b', 'a'.repeat(2049), 42, null]) expect(isRatingEnc(value)).toBe(false);
  });
});

describe('checkRating', () => {
  it('trims the texts and keeps an empty title and message', () => {
    expect(checkRating({ rating: 4, title: '  Gut ', message: null, author: ' Anna ' })).toEqual({ ok: true, value: { rating: 4, title: 'Gut', message: '', author: 'Anna' } });
  });

  it.each([0, 6, 2.5])('refuses %p stars', (rating) => {
    expect(checkRating({ rating, author: 'A' })).toEqual({ ok: false, fieldErrors: [expect.objectContaining({ field: 'rating', messageKey: 'vue.form.error.invalidOption' })] });
  });

  it('names each text that is missing or too long, with its limit', () => {
    const check = checkRating({ rating: 1, title: 't'.repeat(101), message: 'm'.repeat(2001), author: 'a'.repeat(51) });
    expect(check).toEqual({
      ok: false,
      fieldErrors: [
        expect.objectContaining({ field: 'title', messageKey: 'vue.form.error.maxLength', params: [{ name: 'max', value: '100' }] }),
        expect.objectContaining({ field: 'message', messageKey: 'vue.form.error.maxLength', params: [{ name: 'max', value: '2000' }] }),
        expect.objectContaining({ field: 'author', messageKey: 'vue.form.error.maxLength', params: [{ name: 'max', value: '50' }] }),
      ],
    });
    expect(checkRating({ rating: 1, title: 't'.repeat(100), message: 'm'.repeat(2000), author: 'a'.repeat(50) }).ok).toBe(true);
    expect(checkRating({ rating: 1, author: '   ' })).toEqual({ ok: false, fieldErrors: [expect.objectContaining({ field: 'author', messageKey: 'vue.form.error.requiredField' })] });
  });

  it('refuses control characters and bidi overrides; only the text may break lines', () => {
    expect(checkRating({ rating: 5, title: 'Gut', message: 'Zeile 1\nZeile 2\tEnde', author: 'Anna' }).ok).toBe(true);
    const check = checkRating({ rating: 5, title: 'Gut\nBcc: x@y.de', message: 'a\u0000b', author: 'Anna \u202Enigeb' });
    expect(check).toEqual({
      ok: false,
      fieldErrors: ['title', 'message', 'author'].map((field) => expect.objectContaining({ field, messageKey: 'vue.form.error.invalidCharacters' })),
    });
  });
});
