/** Words of a post page other than the post's own, in Arabic (../post-words.ts). */
export const postWords = {
  protected: {
    notice:
      'هذه المقالة محمية بكلمة مرور في نظام المحتوى لدينا، لذا لا يمكن قراءتها على هذا الموقع.',
    back: (listLabel: string) => `العودة إلى ${listLabel}`,
  },
  preview: {
    title: 'معاينة',
    label: 'معاينة — غير منشورة',
    banner: (expires: string) =>
      `هذه معاينة لتغييرات لم تُنشر بعد. لا تظهر إلا عبر هذا الرابط حتى ${expires}، ولا يراها الزوار.`,
    unavailable:
      'تتعذر قراءة المعاينة من WordPress الآن. يُرجى الضغط على «معاينة» مرة أخرى بعد دقيقة.',
    refused: {
      title: 'رابط المعاينة هذا لا يعمل',
      text: 'الرابط غير صالح أو انتهت صلاحيته. افتح المقالة في WordPress واضغط «معاينة» مرة أخرى للحصول على رابط جديد.',
    },
    forbidden: {
      title: 'رابط المعاينة هذا لمقالة أخرى',
      text: 'افتح في WordPress المقالة التي تريد رؤيتها واضغط «معاينة» هناك.',
    },
  },
} as const;
