import { pickImages } from '../../../../../../client/src/features/admin/games/form/pickImages.ts';

describe('image picking (SPEC 5: images only, only as many as fit)', () => {
  const file = (name: string, type: string) => new File(['x'], name, { type });
  it('takes images up to the room left and counts what it left out', () => {
    const picked = [
      file('a.png', 'image/png'),
      file('notes.txt', 'text/plain'),
      file('b.jpg', 'image/jpeg'),
      file('c.webp', 'image/webp'),
    ];
    const { taken, skipped } = pickImages(picked, 2);
    expect(taken.map((entry) => entry.name)).toEqual(['a.png', 'b.jpg']);
    expect(skipped).toBe(2);
    expect(pickImages(picked, 0)).toEqual({ taken: [], skipped: 4 });
  });
});
