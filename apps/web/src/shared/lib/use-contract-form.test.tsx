import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import { Input } from '../ui/input';
import { useContractForm } from './use-contract-form';

const schema = z.object({ name: z.string().trim().min(1, { error: 'Name is required' }) });

function NameForm({
  submit,
  alert,
}: {
  submit: (input: { name: string }) => Promise<unknown>;
  alert?: boolean;
}) {
  const form = useContractForm({
    schema,
    defaultValues: { name: '' },
    submit,
    onError: alert ? (error) => `Refused: ${error.message}` : undefined,
  });
  return (
    <form {...form.formProps} aria-label="Sign-up">
      {form.formError && <p role="alert">{form.formError}</p>}
      <Input label="Name" {...form.field('name')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useContractForm', () => {
  it("checks with the schema before sending, and a field's message goes when it changes", async () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<NameForm submit={submit} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Grace');
    expect(screen.queryByText('Name is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'Grace' }));
  });

  it('shows a server refusal naming a field on that field', async () => {
    render(
      <NameForm submit={() => Promise.reject(new ApiError('That name is taken', 409, 'name'))} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('That name is taken')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('That name is taken');
  });

  it('shows the text onError returns above the fields instead', async () => {
    render(
      <NameForm
        alert
        submit={() => Promise.reject(new ApiError('That name is taken', 409, 'name'))}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Refused: That name is taken');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});
