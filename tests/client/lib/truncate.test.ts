import { slideDescriptionLength, truncate } from '../../../client/src/lib/truncate.ts';

describe('description truncation', () => {
  it('cuts at 180 characters and adds an ellipsis', () => {
    const text = 'a'.repeat(200);
    expect(slideDescriptionLength).toBe(180);
    expect(truncate(text, slideDescriptionLength)).toBe(`${'a'.repeat(180)}...`);
  });

  it('leaves text of 180 characters or fewer whole', () => {
    expect(truncate('b'.repeat(180), 180)).toBe('b'.repeat(180));
    expect(truncate('Short text.', 180)).toBe('Short text.');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('🎮'.repeat(5), 3)).toBe('🎮🎮🎮...');
  });

  it('drops the space left before the ellipsis', () => {
    expect(truncate('Race karts on tracks', 11)).toBe('Race karts...');
  });
});
