import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';

import type { FormErrors } from './form';
import { useForm } from './use-form';

type Values = { name: string; code: string };
const validate = (values: Values): FormErrors<keyof Values> => ({
  ...(values.name === '' ? { name: 'REQUIRED' as const } : {}),
  ...(values.code.length !== 6 ? { code: 'CODE_FORMAT' as const } : {}),
});
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useForm', () => {
  it('hands the values on only when every field passes', () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    const { result } = renderHook(() => useForm<Values>({ name: '', code: '12' }, validate));

    act(() => result.current.handleSubmit(onValid, onInvalid)(submitEvent()));
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith({ name: 'REQUIRED', code: 'CODE_FORMAT' });
    expect(result.current.errors).toEqual({ name: 'REQUIRED', code: 'CODE_FORMAT' });

    act(() => result.current.update({ name: 'Ann', code: '123456' }));
    act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ann', code: '123456' });
  });

  it('clears only the edited field’s error, and describes errors', () => {
    const { result } = renderHook(() =>
      useForm<Values>({ name: '', code: '' }, validate, (key) => `text of ${key}`),
    );
    act(() => result.current.handleSubmit(vi.fn())(submitEvent()));
    act(() => result.current.update({ name: 'Ann' }));
    expect(result.current.errors).toEqual({ code: 'CODE_FORMAT' });
    expect(result.current.errorText('name')).toBeUndefined();
    expect(result.current.errorText('code')).toBe('text of CODE_FORMAT');
  });
});
