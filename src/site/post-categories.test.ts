import { describe, expect, it } from 'vitest';
import { categoryOf, isCategoryName } from './post-categories';

describe('post categories', () => {
  it('puts a post in the story category whatever the case or spacing of its category name', () => {
    expect(categoryOf(['Story'])).toBe('story');
    expect(categoryOf([' story '])).toBe('story');
    expect(categoryOf(['Blog', 'STORY'])).toBe('story');
    expect(isCategoryName('  BLOG', 'blog')).toBe(true);
  });

  it('makes every other post a blog post', () => {
    expect(categoryOf(['blog'])).toBe('blog');
    expect(categoryOf(['News'])).toBe('blog');
    expect(categoryOf(['stories'])).toBe('blog');
    expect(categoryOf([])).toBe('blog');
  });
});
