import { describe, expect, it } from 'vitest';
import { previewDescription } from './preview-description.ts';

describe('previewDescription', () => {
  it('keeps a description of up to 60 characters as it is', () => {
    const sixty = 'x'.repeat(60);
    expect(previewDescription(sixty)).toBe(sixty);
    expect(previewDescription('Sofa nyaman')).toBe('Sofa nyaman');
  });

  it('cuts a longer one at 60 characters and adds ...', () => {
    const text = `${'a'.repeat(60)}bcdef`;
    expect(previewDescription(text)).toBe(`${'a'.repeat(60)}...`);
  });
});
