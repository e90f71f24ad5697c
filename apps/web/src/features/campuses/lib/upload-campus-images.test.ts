import { describe, expect, it } from 'vitest';
import { anyTooLarge, uploadCampusImages, uploadedMessage } from './upload-campus-images';

const file = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('uploading campus photos', () => {
  it('refuses the batch when any file is over 5 MB', () => {
    expect(anyTooLarge([file('a.png', 10), file('b.png', 5 * 1024 * 1024)])).toBe(false);
    expect(anyTooLarge([file('a.png', 10), file('b.png', 5 * 1024 * 1024 + 1)])).toBe(true);
  });

  it('keeps what uploaded and counts what failed', async () => {
    const result = await uploadCampusImages([file('hall.png', 1), file('bad.png', 1)], (one) =>
      one.name === 'bad.png'
        ? Promise.reject(new Error('no'))
        : Promise.resolve({ url: `/uploads/${one.name}` }),
    );
    expect(result.failed).toBe(1);
    expect(result.images.map((image) => [image.url, image.alt])).toEqual([
      ['/uploads/hall.png', 'hall'],
    ]);
    expect(uploadedMessage(2)).toBe('2 image(s) uploaded successfully!');
  });
});
