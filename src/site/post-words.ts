import type { Words } from './types';
/** Words of a post page other than the post's own: the protected-post notice and the preview banner. */
const postWordsWords = {
  protected: {
    notice:
      'This post is protected by a password in our content system, so it cannot be read on this site.',
    back: (listLabel: string) => `Back to ${listLabel.toLowerCase()}`,
  },
  preview: {
    title: 'Preview',
    label: 'Preview — not published',
    banner: (expires: string) =>
      `This is a preview of unpublished changes. Only this link shows it, until ${expires}; visitors do not see it.`,
    unavailable:
      'The preview cannot be read from WordPress right now. Please try Preview again in a minute.',
    refused: {
      title: 'This preview link does not work',
      text: 'The link is not valid or has expired. Open the post in WordPress and click Preview again for a new link.',
    },
    forbidden: {
      title: 'This preview link is for another post',
      text: 'Open the post you want to see in WordPress and click Preview there.',
    },
  },
} as const;
export const postWords: Words<typeof postWordsWords> = postWordsWords;
