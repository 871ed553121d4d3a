import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListPage } from './use-list-page.ts';

describe('useListPage', () => {
  it('goes back to page 1 when the filters change', () => {
    const { result, rerender } = renderHook(({ filters }) => useListPage(filters), {
      initialProps: { filters: '' },
    });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    rerender({ filters: 'sofa' });
    expect(result.current.page).toBe(1);
  });

  it('falls back to the last page there is when the page shown comes back empty', () => {
    const { result } = renderHook(() => useListPage(''));
    act(() => result.current.setPage(4));
    act(() => result.current.settle({ pagination: { totalPages: 3 } }, 0));
    expect(result.current.page).toBe(3);
    act(() => result.current.settle({ pagination: { totalPages: 3 } }, 5));
    expect(result.current.page).toBe(3);
  });
});
