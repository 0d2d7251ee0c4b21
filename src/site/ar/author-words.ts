/** Words of bylines and author pages in Arabic (../author-words.ts). */
export const authorWords = {
  by: 'بقلم',
  eyebrow: 'الكاتب',
  postsHeading: (name: string) => `مقالات ${name}`,
  noPosts: 'لم يُنشر لهذا الكاتب شيء بعد.',
  description: (name: string) =>
    `مقالات وقصص نجاح بقلم ${name} على مدونة وصلة، عن الفوز بالعقود الحكومية السعودية وتنفيذها بصفتك موردًا.`,
} as const;
