import { uploadLimits } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { IMAGE_TYPES, imageFileProblem, PHOTO_TYPES, typeMessage } from './image-file-rules';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'x', { type });

describe('image file rules', () => {
  it('allows exactly the folder limit and refuses one byte more, with its message', () => {
    for (const folder of ['avatars', 'ministry-teams', 'campus-images'] as const) {
      const { maxBytes, tooLarge } = uploadLimits[folder];
      expect(imageFileProblem(file('image/jpeg', maxBytes), folder)).toBeNull();
      expect(imageFileProblem(file('image/jpeg', maxBytes + 1), folder)).toBe(tooLarge);
    }
    expect(uploadLimits['ministry-teams'].tooLarge).toBe('Image file is too large (max 2MB).');
  });

  it('names the accepted types when the type is wrong', () => {
    expect(imageFileProblem(file('image/webp', 1), 'leaders', PHOTO_TYPES)).toBe(
      'Only PNG or JPEG images can be used here.',
    );
    expect(imageFileProblem(file('image/svg+xml', 1), 'blog_features')).toBe(
      typeMessage(IMAGE_TYPES),
    );
    expect(typeMessage(IMAGE_TYPES)).toBe('Only PNG, JPEG, WebP or GIF images can be used here.');
  });
});
