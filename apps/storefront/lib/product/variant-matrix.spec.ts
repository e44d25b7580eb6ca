import { describe, expect, it } from '@jest/globals';
import { variantChoices, type VariantChoice } from './variant-matrix';

// A pen in 3 colours × 3 nibs without Petrol/EF (like the stand-in's 10062).
const colours = ['Blau', 'Schwarz', 'Petrol'];
const nibs = ['EF', 'F', 'M'];
const items = colours.flatMap((colour, c) =>
  nibs
    .filter((nib) => !(colour === 'Petrol' && nib === 'EF'))
    .map((nib, n) => ({
      id: `p-${c}${n}`,
      availableForSale: !(colour === 'Schwarz' && nib === 'M'),
      variantInfo: [
        { label: 'Farbe', value: colour },
        { label: 'Federbreite', value: nib },
      ],
    })),
);
const attributes = [
  { name: 'farbe', displayName: 'Farbe', display: 'TILES' as const, options: colours.map((value) => ({ value, colour: '#000000', image: null })) },
  { name: 'feder', displayName: 'Federbreite', display: 'DROPDOWN' as const, options: nibs.map((value) => ({ value, colour: null, image: null })) },
];
const item = (colour: string, nib: string) => items.find((i) => i.variantInfo[0]!.value === colour && i.variantInfo[1]!.value === nib)!;
const option = (choices: VariantChoice[], label: string, value: string) => choices.find((c) => c.label === label)!.options.find((o) => o.value === value)!;

describe('variantChoices', () => {
  it('gives one control per attribute, in order, with the current values selected', () => {
    const choices = variantChoices(attributes, items, item('Blau', 'F'));
    expect(choices.map((c) => [c.label, c.display])).toEqual([['Farbe', 'TILES'], ['Federbreite', 'DROPDOWN']]);
    expect(choices.map((c) => c.options.filter((o) => o.selected).map((o) => o.value))).toEqual([['Blau'], ['F']]);
  });

  it('leads each option to the item with it and the other current values', () => {
    const choices = variantChoices(attributes, items, item('Blau', 'F'));
    expect(option(choices, 'Farbe', 'Petrol').itemId).toBe(item('Petrol', 'F').id);
    expect(option(choices, 'Federbreite', 'M').itemId).toBe(item('Blau', 'M').id);
  });

  it('disables a combination no item has, naming the value it does not combine with', () => {
    const choices = variantChoices(attributes, items, item('Blau', 'EF'));
    const petrol = option(choices, 'Farbe', 'Petrol');
    expect(petrol).toMatchObject({ disabled: true, itemId: null, conflicts: [{ label: 'Federbreite', value: 'EF' }] });
    const fromPetrol = variantChoices(attributes, items, item('Petrol', 'M'));
    expect(option(fromPetrol, 'Federbreite', 'EF')).toMatchObject({ disabled: true, conflicts: [{ label: 'Farbe', value: 'Petrol' }] });
    expect(option(fromPetrol, 'Federbreite', 'F').disabled).toBe(false);
  });

  it('keeps a sold-out item choosable and marks it', () => {
    const black = option(variantChoices(attributes, items, item('Schwarz', 'F')), 'Federbreite', 'M');
    expect(black).toMatchObject({ disabled: false, soldOut: true, itemId: item('Schwarz', 'M').id });
  });

  it('leaves out attributes the items do not name, and answers none for a product without attributes', () => {
    const extra = { name: 'x', displayName: 'Größe', display: 'DROPDOWN' as const, options: [{ value: 'L', colour: null, image: null }] };
    expect(variantChoices([...attributes, extra], items, item('Blau', 'F')).map((c) => c.label)).toEqual(['Farbe', 'Federbreite']);
    expect(variantChoices([], items, item('Blau', 'F'))).toEqual([]);
  });
});
