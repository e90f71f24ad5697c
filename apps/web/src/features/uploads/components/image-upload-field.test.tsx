import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadFolder } from '@torch/contract';
import { fakeApi } from '../../../test/fake-api';
import { PHOTO_TYPES } from '../image-file-rules';
import { ImageUploadField } from './image-upload-field';

// jsdom has no object URLs; the preview only needs a string back.
URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => undefined;

function imageFile(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function Harness({
  folder,
  onChange,
}: {
  folder: UploadFolder;
  onChange: (url: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ImageUploadField
      id="photo"
      label="Photo"
      folder={folder}
      accept={PHOTO_TYPES}
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

function renderField(folder: UploadFolder = 'avatars') {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness folder={folder} onChange={onChange} />
    </QueryClientProvider>,
  );
  return {
    onChange,
    input: screen.getByLabelText<HTMLInputElement>('Photo', { selector: 'input' }),
  };
}

describe('image upload field', () => {
  it('refuses a file over 2 MB with the exact message, before anything is sent', async () => {
    const { requests } = fakeApi({});
    const { input, onChange } = renderField('avatars');
    await userEvent.setup().upload(input, imageFile('big.png', 'image/png', 2 * 1024 * 1024 + 1));

    expect(
      await screen.findByText('Image file is too large. Please use a file under 2MB.'),
    ).toBeVisible();
    expect(requests).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a GIF where only png or jpeg will do', async () => {
    const { requests } = fakeApi({});
    const { input } = renderField('leaders');
    // applyAccept off: the browser's picker filter can be bypassed, so the field checks too.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, imageFile('dance.gif', 'image/gif', 100));

    expect(await screen.findByText('Only PNG or JPEG images can be used here.')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('uploads a file within the limit to its folder and hands back the URL', async () => {
    const { fetchMock } = fakeApi({
      'POST /api/uploads': { status: 201, body: { url: '/uploads/avatars/a.png' } },
    });
    const { input, onChange } = renderField('avatars');
    await userEvent.setup().upload(input, imageFile('me.png', 'image/png', 2 * 1024 * 1024));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/avatars/a.png'));
    const init = fetchMock.mock.calls[0]?.[1];
    const form = init?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('folder')).toBe('avatars');
    expect(((form as FormData).get('file') as File).name).toBe('me.png');
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change image' })).toBeVisible();
  });

  it("shows the server's refusal and keeps the previous image", async () => {
    fakeApi({
      'POST /api/uploads': {
        status: 415,
        body: { message: 'Only PNG, JPEG, WebP or GIF images can be uploaded.' },
      },
    });
    const { input, onChange } = renderField('avatars');
    await userEvent.setup().upload(input, imageFile('fake.png', 'image/png', 10));

    expect(
      await screen.findByText('Only PNG, JPEG, WebP or GIF images can be uploaded.'),
    ).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeEnabled();
  });
});
