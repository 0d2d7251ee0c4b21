/** Words of a post page other than the post's own: the protected-post notice and the preview banner. */
export const postWords = {
  protected: {
    notice:
      'This post is protected by a password in our content system, so it cannot be read on this site.',
    back: (listLabel: string) => `Back to ${listLabel.toLowerCase()}`,
  },
  preview: {
    label: 'Preview',
    banner: (expires: string) =>
      `This is a preview of unpublished changes, visible only through this link until ${expires}. Visitors do not see it.`,
  },
} as const;
