import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from './use-field-errors';

describe('a form’s field messages', () => {
  it('drops only the messages of the fields that changed', () => {
    const { result } = renderHook(() => useFieldErrors<'title' | 'date' | 'time'>());
    act(() =>
      result.current.setErrors({
        title: 'Title is required',
        date: 'Date is required',
        time: 'Time is required',
      }),
    );
    act(() => result.current.clearError('title'));
    expect(result.current.errors).toEqual({
      date: 'Date is required',
      time: 'Time is required',
    });
    act(() => result.current.clearError('date', 'time'));
    expect(result.current.errors).toEqual({});
  });

  it('keeps the same object when there was nothing to clear, so typing re-renders nothing', () => {
    const { result } = renderHook(() => useFieldErrors<'title' | 'date'>());
    act(() => result.current.setErrors({ date: 'Date is required' }));
    const before = result.current.errors;
    act(() => result.current.clearError('title'));
    expect(result.current.errors).toBe(before);
  });
});
