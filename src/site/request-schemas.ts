/** The website's request bodies, validated strictly: unknown fields are refused, every text is bounded. */
import { z } from 'zod';

const fullName = z.string().trim().min(2, 'must have at least 2 characters').max(120);
// Work e-mail: a plain address; free-mail domains are not refused (small companies use them).
const workEmail = z.string().trim().max(254).pipe(z.email('must be an e-mail address'));
const company = z.string().trim().min(2, 'must have at least 2 characters').max(160);

export const leadDetailsSchema = z.object({ full_name: fullName, work_email: workEmail, company });

/** Text fields of the multipart trial upload; the file and the bot-check token are checked separately. */
export const sampleUploadFieldsSchema = leadDetailsSchema;

export const sampleOutputAccessSchema = leadDetailsSchema
  .extend({
    sample_id: z
      .string()
      .trim()
      .regex(/^smp_[A-Za-z0-9_-]{10,64}$/, 'must be a sample id from the upload'),
    action: z.enum(['copy', 'download']),
    format: z.enum(['json', 'xml', 'csv']),
  })
  .strict();

export const contactSchema = leadDetailsSchema
  .extend({
    message: z.string().trim().min(10, 'must have at least 10 characters').max(5000),
    phone: z
      .string()
      .trim()
      .regex(/^[+()0-9 ./-]{5,32}$/, 'must be a phone number')
      .optional(),
    expected_volume: z.string().trim().max(80).optional(),
    'bot-check-response': z.string().max(4096).optional(),
  })
  .strict();

const eventName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,39}$/, 'must be a lower-case identifier like cta_click');
const identifier = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,79}$/, 'must be a short identifier');
const utm = z.string().trim().max(100).optional();

export const analyticsEventSchema = z
  .object({
    event: eventName,
    cta_id: identifier,
    page: z.string().regex(/^\/[A-Za-z0-9_./-]{0,119}$/, 'must be a site path like /trial'),
    session_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be an anonymous random id')
      .optional(),
    referrer: z.string().max(500).optional(),
    utm_source: utm,
    utm_medium: utm,
    utm_campaign: utm,
    utm_term: utm,
    utm_content: utm,
  })
  .strict();

const isoDay = z.iso.date('must be a date YYYY-MM-DD');

export const adminAnalyticsQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    group_by: z
      .string()
      .default('day,cta')
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(
        z
          .array(z.enum(['day', 'cta', 'page', 'event']))
          .min(1)
          .max(4),
      ),
    event: eventName.optional(),
  })
  .strict()
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'must not be after to',
    path: ['from'],
  });
