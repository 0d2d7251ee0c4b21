import { legalDocument } from './legal-terms';
import { enquiryPrivacySections as arabicEnquiryPrivacySections } from '../ar/enquiry-copy';
import { sideBySide } from '../localized';
import { enquiryPrivacySections } from '../enquiry-copy';
import type { BilingualPage } from '../types';

/** /legal/privacy: the privacy notice. */
export const privacyPageWords: BilingualPage = {
  title: {
    en: 'Privacy Notice',
    ar: 'إشعار الخصوصية',
  },
  description: {
    en: 'What the Wasla website stores, how your account data and browser storage are used, and your rights under Saudi Arabia’s Personal Data Protection Law.',
    ar: 'ما يحفظه موقع وصلة، وكيف تُستخدم بيانات حسابك وتخزين متصفحك، وحقوقك بموجب نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
  },
  heading: {
    en: 'Privacy notice',
    ar: 'إشعار الخصوصية',
  },
  intro: {
    en: 'This notice explains what personal data the Wasla website collects, how it is used and stored, and the rights you have under the Personal Data Protection Law of the Kingdom of Saudi Arabia.',
    ar: 'يوضح هذا الإشعار البيانات الشخصية التي يجمعها موقع وصلة، وكيف تُستخدم وتُحفظ، والحقوق المكفولة لك بموجب نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
  },
  ...legalDocument,
  sections: [
    {
      heading: {
        en: 'Who we are',
        ar: 'من نحن',
      },
      paragraphs: [
        {
          en: 'The website is operated by Wasla, a consultancy based in Riyadh, Kingdom of Saudi Arabia. We are responsible for the personal data described in this notice, and we process it in line with the Personal Data Protection Law (PDPL) and its implementing regulations. If you have any question about your data, you can contact us through the contact page.',
          ar: 'تدير الموقع وصلة، وهي شركة استشارية مقرها الرياض في المملكة العربية السعودية. ونحن مسؤولون عن البيانات الشخصية الموصوفة في هذا الإشعار، ونعالجها وفق نظام حماية البيانات الشخصية ولوائحه التنفيذية. وإن كان لديك أي سؤال عن بياناتك، فيمكنك التواصل معنا عبر صفحة التواصل.',
        },
      ],
    },
    {
      heading: {
        en: 'What we store when you create an account',
        ar: 'ما نحفظه عند إنشائك حسابًا',
      },
      paragraphs: [
        {
          en: 'When you register, we store the details you provide so that you can sign in and manage your profile. We ask only for what the account needs, and you can review and correct these details at any time from your profile page.',
          ar: 'عند التسجيل نحفظ البيانات التي تقدمها لتتمكن من تسجيل الدخول وإدارة ملفك الشخصي. ولا نطلب إلا ما يحتاجه الحساب، ويمكنك مراجعة هذه البيانات وتصحيحها في أي وقت من صفحة ملفك الشخصي.',
        },
      ],
      bullets: [
        {
          en: 'Your first name and last name',
          ar: 'اسمك الأول واسم العائلة',
        },
        {
          en: 'Your email address, which you use to sign in',
          ar: 'بريدك الإلكتروني الذي تستخدمه لتسجيل الدخول',
        },
        {
          en: 'Your company name',
          ar: 'اسم شركتك',
        },
        {
          en: 'Your phone number',
          ar: 'رقم هاتفك',
        },
        {
          en: 'A hash of your password, a one-way transformation from which the password cannot be recovered; we never store the password itself',
          ar: 'قيمة مجزأة لكلمة مرورك، وهي تحويل باتجاه واحد لا يمكن استعادة كلمة المرور منه؛ ولا نحفظ كلمة المرور نفسها أبدًا',
        },
      ],
    },
    {
      heading: {
        en: 'What your browser keeps',
        ar: 'ما يحفظه متصفحك',
      },
      paragraphs: [
        {
          en: 'To keep you signed in and remember a simple preference, the site stores a small amount of data in your browser’s local storage on your own device. We do not use cookies for this purpose, and the data is not shared with anyone else.',
          ar: 'لإبقائك مسجّل الدخول وتذكّر تفضيل بسيط، يحفظ الموقع قدرًا صغيرًا من البيانات في التخزين المحلي لمتصفحك على جهازك. ولا نستخدم ملفات تعريف الارتباط لهذا الغرض، ولا تُشارك هذه البيانات مع أحد.',
        },
        {
          en: 'When you sign out, the sign-in token is removed from your browser. You can also clear all of this data at any time in your browser settings; the only effect is that you will need to sign in again and may see the intro journey once more.',
          ar: 'عند تسجيل خروجك يُحذف رمز الدخول من متصفحك. ويمكنك أيضًا مسح هذه البيانات كلها في أي وقت من إعدادات متصفحك، وأثر ذلك الوحيد أنك ستحتاج إلى تسجيل الدخول مجددًا وقد ترى الرحلة التعريفية مرة أخرى.',
        },
      ],
      bullets: [
        {
          en: 'auth_token: a sign-in token that tells the site you are signed in',
          ar: 'auth_token: رمز دخول يُعلم الموقع بأنك مسجّل الدخول',
        },
        {
          en: 'user_data: a copy of your basic account details, so pages can show your name and profile',
          ar: 'user_data: نسخة من بيانات حسابك الأساسية، لتعرض الصفحات اسمك وملفك الشخصي',
        },
        {
          en: 'hasSeenParallex: a marker recording that you have seen the intro journey, so it is not shown again',
          ar: 'hasSeenParallex: علامة تسجّل أنك شاهدت الرحلة التعريفية، فلا تُعرض عليك مجددًا',
        },
      ],
    },
    {
      heading: {
        en: 'No advertising trackers',
        ar: 'لا أدوات تتبع إعلانية',
      },
      paragraphs: [
        {
          en: 'We do not use third-party trackers, advertising networks or advertising cookies, and we do not sell or rent your personal data or build advertising profiles of our visitors. Our servers keep routine technical logs, such as request times and error reports, to keep the site secure and working, and these are used only for that purpose.',
          ar: 'لا نستخدم أدوات تتبع من أطراف ثالثة ولا شبكات إعلانية ولا ملفات تعريف ارتباط إعلانية، ولا نبيع بياناتك الشخصية أو نؤجرها، ولا نبني ملفات إعلانية عن زوارنا. وتحتفظ خوادمنا بسجلات تقنية معتادة، مثل أوقات الطلبات وتقارير الأخطاء، لإبقاء الموقع آمنًا وعاملًا، ولا تُستخدم إلا لهذا الغرض.',
        },
      ],
    },
    ...sideBySide({ en: enquiryPrivacySections, ar: arabicEnquiryPrivacySections }),
    {
      heading: {
        en: 'How we use and protect your data',
        ar: 'كيف نستخدم بياناتك ونحميها',
      },
      paragraphs: [
        {
          en: 'We use your account data to create and secure your account, sign you in, show and update your profile and respond to requests you make. If you contact us, we use the details in your message to reply, as the section on enquiries below explains. We do not use your data for automated decisions about you, and we do not send marketing messages without your consent.',
          ar: 'نستخدم بيانات حسابك لإنشاء حسابك وتأمينه، وتسجيل دخولك، وعرض ملفك الشخصي وتحديثه، والرد على طلباتك. وإن تواصلت معنا نستخدم البيانات الواردة في رسالتك للرد عليك، كما يوضح القسم الخاص بالاستفسارات أدناه. ولا نستخدم بياناتك في قرارات آلية تخصك، ولا نرسل رسائل تسويقية دون موافقتك.',
        },
        {
          en: 'Passwords are stored only as secure hashes, connections to the site are encrypted, and access to account data is limited to people who need it to run the service. We keep account data for as long as your account exists. When you delete your account, we delete your account data, except for any records the law requires us to keep.',
          ar: 'لا تُحفظ كلمات المرور إلا قيمًا مجزأة آمنة، والاتصالات بالموقع مشفرة، والوصول إلى بيانات الحسابات مقصور على من يحتاجه لتشغيل الخدمة. ونحتفظ ببيانات الحساب ما دام حسابك قائمًا، وعند حذفه نحذف بيانات حسابك، باستثناء أي سجلات يلزمنا النظام بالاحتفاظ بها.',
        },
      ],
    },
    {
      heading: {
        en: 'Your rights',
        ar: 'حقوقك',
      },
      paragraphs: [
        {
          en: 'Under the Personal Data Protection Law you have rights over your personal data, and you can exercise the most important of them directly on the site, without needing to contact anyone. For any other request, contact us through the contact page and we will respond within the period that the law requires.',
          ar: 'يمنحك نظام حماية البيانات الشخصية حقوقًا على بياناتك الشخصية، ويمكنك ممارسة أهمها مباشرة في الموقع دون حاجة إلى التواصل مع أحد. ولأي طلب آخر، تواصل معنا عبر صفحة التواصل وسنرد خلال المدة التي يحددها النظام.',
        },
      ],
      bullets: [
        {
          en: 'The right to be informed about how your data is processed, which this notice provides',
          ar: 'الحق في العلم بكيفية معالجة بياناتك، وهو ما يقدمه هذا الإشعار',
        },
        {
          en: 'The right to access your data and obtain a copy of it',
          ar: 'الحق في الوصول إلى بياناتك والحصول على نسخة منها',
        },
        {
          en: 'The right to correct inaccurate or incomplete data, which you can do on your profile page',
          ar: 'الحق في تصحيح البيانات غير الدقيقة أو الناقصة، ويمكنك ذلك من صفحة ملفك الشخصي',
        },
        {
          en: 'The right to have your data destroyed: you can delete your account from your profile page at any time',
          ar: 'الحق في إتلاف بياناتك: يمكنك حذف حسابك من صفحة ملفك الشخصي في أي وقت',
        },
        {
          en: 'The right to withdraw your consent where processing is based on consent',
          ar: 'الحق في سحب موافقتك حين تكون المعالجة قائمة على الموافقة',
        },
      ],
    },
    {
      heading: {
        en: 'Sharing and transfers',
        ar: 'المشاركة والنقل',
      },
      paragraphs: [
        {
          en: 'We do not share your personal data with third parties for their own purposes. We may use trusted service providers, such as hosting providers, to run the site on our behalf, under agreements that protect your data. We disclose data to authorities only where the law requires it, and any transfer outside the Kingdom follows the rules of the PDPL.',
          ar: 'لا نشارك بياناتك الشخصية مع أطراف ثالثة لأغراضها الخاصة. وقد نستعين بمقدمي خدمات موثوقين، مثل مزودي الاستضافة، لتشغيل الموقع نيابةً عنا بموجب اتفاقيات تحمي بياناتك. ولا نفصح عن البيانات للجهات الرسمية إلا حيث يلزم النظام بذلك، ويتبع أي نقل خارج المملكة أحكام نظام حماية البيانات الشخصية.',
        },
      ],
    },
    {
      heading: {
        en: 'Changes and complaints',
        ar: 'التغييرات والشكاوى',
      },
      paragraphs: [
        {
          en: 'We may update this notice when the site or the law changes, and the version on this page is always the current one. If you have a question or a complaint about how we handle your data, please contact us first through the contact page. You also have the right to complain to the Saudi Data and Artificial Intelligence Authority (SDAIA), which oversees the PDPL.',
          ar: 'قد نحدّث هذا الإشعار حين يتغير الموقع أو النظام، والنسخة المنشورة في هذه الصفحة هي النافذة دائمًا. وإن كان لديك سؤال أو شكوى بشأن تعاملنا مع بياناتك، فتواصل معنا أولًا عبر صفحة التواصل. ولك أيضًا الحق في تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا) التي تشرف على تطبيق النظام.',
        },
      ],
    },
  ],
};
