import { describe, expect, it } from 'vitest';
import { categoryOf } from './post-categories';

describe('post categories', () => {
  it('puts a post in the story category by the slug of one of its categories', () => {
    expect(categoryOf(['story'])).toBe('story');
    expect(categoryOf(['blog', 'story'])).toBe('story');
  });

  it('makes every other post a blog post', () => {
    expect(categoryOf(['blog'])).toBe('blog');
    expect(categoryOf(['news'])).toBe('blog');
    expect(categoryOf(['stories'])).toBe('blog');
    expect(categoryOf([])).toBe('blog');
  });
});
