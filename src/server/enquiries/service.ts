import 'server-only';
import {
  cvProblem,
  FORM_TOKEN_FIELD,
  formFields,
  formValues,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  type FormField,
  type FormKind,
} from '@/lib/enquiries/form-fields';
import { checkForm, formSchemas } from '@/lib/enquiries/schemas';
import { validationWordsFor } from '@/lib/forms/problems';
import type { ApiErrorCode } from '@/lib/api/envelope';
import type { Database } from '@/server/db/client';
import type { EnquiryRow } from '@/server/db/schema';
import { apiWordsFor } from '@/server/http/api-route';
import { fixFieldsMessage } from '@/site/form-words';
import { isLocale, type Locale } from '@/site/locale';
import type { ValidationRule } from '@/site/validation-words';
import { wordsFor } from '@/site/words';
import { CAREERS_TOPIC } from '@/site/enquiry-topics';
import { GENERAL_APPLICATION } from '@/site/jobs';
import { inspectCv, type CvRefusal } from './cv-file';
import type { FormTokens } from './form-token';
import type { EnquiryLimiter } from './limiter';
import { insertEnquiry, type CvUpload, type NewEnquiry } from './store';

export interface SenderContext {
  /** The client's address (x-wasla-client-address), which keys the per-address limit. */
  clientAddress: string;
  /** The signed-in visitor's account id, when the browser sent a valid session. */
  userId?: string;
}

export type Submission =
  | { ok: true; id: string | null }
  | {
      ok: false;
      status: 400 | 409 | 429;
      code: ApiErrorCode;
      message: string;
      fieldErrors: Record<string, string>;
      retryAfter?: number;
      /**
       * A fresh start token when the form's had expired or was spent, so a form still open can
       * be sent again.
       */
      formToken?: string;
    };

export interface EnquiryServiceDeps {
  db: Database;
  tokens: FormTokens;
  limiter: EnquiryLimiter;
  /** Called after an enquiry is saved; must not throw or keep the visitor waiting. */
  onStored: (row: EnquiryRow) => void;
}

/** The CV field's message for each reason its bytes are refused. */
/** Each refusal of a CV's bytes: its rule in the validation words. */
const cvRefusalRules = {
  notADocument: 'cvNotADocument',
  unreadable: 'cvUnreadable',
  encrypted: 'cvEncrypted',
  active: 'cvActive',
  tooLarge: 'cvUnpackedTooLarge',
} as const satisfies Record<CvRefusal, ValidationRule>;

/** Receives what a visitor sends through the contact and application forms. */
export function createEnquiryService({ db, tokens, limiter, onStored }: EnquiryServiceDeps) {
  function rejected(
    message: string,
    fieldErrors: Record<string, string> = {},
    code: ApiErrorCode = 'VALIDATION_FAILED',
  ): Submission & { ok: false } {
    return { ok: false, status: 400, code, message, fieldErrors };
  }

  /** The CV of an application form, checked by its bytes; or the rule it breaks. */
  async function readCv(form: FormData): Promise<CvUpload | ValidationRule> {
    const file = form.get('cv');
    const problem = cvProblem(file instanceof File ? file : null);
    if (problem || !(file instanceof File)) return problem ?? 'cvRequired';
    const data = Buffer.from(await file.arrayBuffer());
    const inspected = inspectCv(data);
    if ('refused' in inspected) return cvRefusalRules[inspected.refused];
    const { type } = inspected;
    // The stored name is only ever offered as a download name: keep it plain.
    const base = file.name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
      .trim();
    return {
      fileName: `${base.slice(0, 80) || 'cv'}.${type.extension}`,
      contentType: type.contentType,
      data,
    };
  }

  return {
    async receive(kind: FormKind, form: FormData, sender: SenderContext): Promise<Submission> {
      // A bot that filled the hidden field is told it worked, and nothing is kept.
      const honeypot = form.get(HONEYPOT_FIELD);
      if (typeof honeypot === 'string' && honeypot.trim() !== '') return { ok: true, id: null };

      // The page's language, as the form says it (anything else: English).
      const sentLocale = form.get(LOCALE_FIELD);
      const locale: Locale = isLocale(sentLocale) ? sentLocale : 'en';
      const words = wordsFor(locale);
      const field = form.get(FORM_TOKEN_FIELD);
      const token = typeof field === 'string' ? field : '';
      const timing = tokens.check(token);
      // The browser's script waits out the minimum itself; a post without it may come sooner.
      if (timing === 'too-fast') return rejected(words.enquiryCopy.enquiryCopy.tooFast);
      if (timing !== 'ok')
        return {
          ...rejected(words.forms.formWords.expired),
          formToken: tokens.issue(),
        };

      const validation = validationWordsFor(locale);
      const checked = checkForm(formSchemas[kind], formValues(form, formFields[kind]), validation);
      const cv = kind === 'application' ? await readCv(form) : undefined;
      const fieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
      if (typeof cv === 'string') fieldErrors.cv = validation.rules[cv];
      if (!checked.ok || typeof cv === 'string') {
        return rejected(
          fixFieldsMessage(words.forms.formWords.fixFields, Object.keys(fieldErrors).length),
          fieldErrors,
        );
      }

      // Spent before the limit is counted, so a replay costs the sender nothing of it.
      if (!(await tokens.spend(token)))
        return {
          ok: false,
          status: 409,
          code: 'FORM_ALREADY_SENT',
          message: apiWordsFor(locale).errors.FORM_ALREADY_SENT,
          fieldErrors: {},
          formToken: tokens.issue(),
        };
      const wait = await limiter.attempt(sender.clientAddress, checked.data.email);
      if (wait !== null) {
        await tokens.restore(token);
        return {
          ok: false,
          status: 429,
          code: 'RATE_LIMITED',
          message: words.enquiryCopy.enquiryCopy.tooMany.replace('{wait}', () =>
            apiWordsFor(locale).wait(wait),
          ),
          fieldErrors: {},
          retryAfter: wait,
        };
      }

      let row: EnquiryRow;
      try {
        row = await insertEnquiry(db, toRow(kind, checked.data, locale, sender.userId), cv);
      } catch (error) {
        await tokens.restore(token);
        throw error;
      }
      onStored(row);
      return { ok: true, id: row.id };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;

function toRow(
  kind: FormKind,
  data: Record<string, unknown>,
  locale: Locale,
  userId?: string,
): NewEnquiry {
  const text = (key: FormField) => (typeof data[key] === 'string' ? (data[key] as string) : null);
  const base = {
    kind,
    name: text('name') ?? '',
    email: text('email') ?? '',
    phone: text('phone'),
    message: text('message') ?? '',
    locale,
    userId: userId ?? null,
  };
  if (kind === 'enquiry') {
    return {
      ...base,
      topic: text('topic') ?? 'other',
      company: text('company'),
      country: text('country'),
    };
  }
  const job = text('job');
  return {
    ...base,
    topic: CAREERS_TOPIC,
    job: job === GENERAL_APPLICATION ? null : job,
    link: text('link'),
  };
}
