import { describe, expect, it } from 'vitest';
import { signCloudinaryParams } from './cloudinary-signing';

describe("Cloudinary's request signature", () => {
  it('matches the example in Cloudinary\'s "authentication signatures" documentation', () => {
    expect(
      signCloudinaryParams(
        {
          timestamp: 1315060510,
          public_id: 'sample_image',
          eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop',
        },
        'abcd',
      ),
    ).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
  });

  it('leaves out file, cloud_name, resource_type, api_key and empty values', () => {
    const plain = signCloudinaryParams({ folder: 'chat-images', timestamp: 1 }, 's3cret');
    expect(
      signCloudinaryParams(
        {
          folder: 'chat-images',
          timestamp: 1,
          file: 'data:…',
          cloud_name: 'torch',
          resource_type: 'image',
          api_key: '123',
          upload_preset: '',
          tags: undefined,
        },
        's3cret',
      ),
    ).toBe(plain);
    expect(signCloudinaryParams({ folder: 'avatars', timestamp: 1 }, 's3cret')).not.toBe(plain);
  });
});
