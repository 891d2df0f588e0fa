import { describe, expect, it } from 'vitest';
import { ariaSortValue, directionSign, nextSort } from '../../src/lib/sort';

describe('sort vocabulary', () => {
  it('names the direction for aria-sort', () => {
    expect(ariaSortValue('asc')).toBe('ascending');
    expect(ariaSortValue('desc')).toBe('descending');
  });

  it('turns a direction into a comparison sign', () => {
    expect([3, 1, 2].sort((a, b) => (a - b) * directionSign('asc'))).toEqual([1, 2, 3]);
    expect([3, 1, 2].sort((a, b) => (a - b) * directionSign('desc'))).toEqual([3, 2, 1]);
  });

  it('flips the sorted column and starts another in its first direction', () => {
    expect(nextSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' });
    expect(nextSort({ key: 'a', direction: 'desc' }, 'a', 'desc')).toEqual({ key: 'a', direction: 'asc' });
    expect(nextSort<'a' | 'b'>({ key: 'a', direction: 'desc' }, 'b')).toEqual({ key: 'b', direction: 'asc' });
    expect(nextSort<'a' | 'b'>({ key: 'a', direction: 'asc' }, 'b', 'desc')).toEqual({ key: 'b', direction: 'desc' });
  });
});
