import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { pt } from '@payloadcms/translations/languages/pt'
import sharp from 'sharp'
import { site } from '@/config/site'
import { siteUrl } from '@/config/site-url'
import { databaseAdapter } from './database'
import { Cases } from './collections/Cases'
import { Clients } from './collections/Clients'
import { Employees } from './collections/Employees'
import { Leads } from './collections/Leads'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Products } from './collections/Products'
import { Services } from './collections/Services'
import { Subscribers } from './collections/Subscribers'
import { Users } from './collections/Users'
import { WebVitals } from './collections/WebVitals'
import { NewsletterIssues, NewsletterRecipients, NewsletterSends } from './collections/Newsletter'
import { About } from './globals/About'
import { Home } from './globals/Home'
import { Legal } from './globals/Legal'
import { SiteSettings } from './globals/SiteSettings'
import { readSecret } from './secret'
import { withEditorLocks } from './access'
import { emailAdapter } from './email/adapter'
import { formEndpoints, logBotCheckMode, vitalsEndpoint } from './endpoints'
import { jobs, jobsEndpoints, withTaskRetries } from './jobs'
import { keepFieldErrors } from './hooks/field-errors'
import { validQueries } from './hooks/valid-query'
import { languages } from './languages'
import { livePreview } from './preview'
import { redirects } from '@/features/redirects/collection'
import { dayAndTime } from '@/lib/admin-labels'
import { mediaStorage } from './storage'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// @payloadcms/plugin-redirects and @payloadcms/live-preview-react exist on the registry
// up to 3.90.1 only (no 3.90.2 was published there). Payload's dev-time check that every
// @payloadcms package has payload's exact version would then abort every non-production
// start (scripts, tests, `next dev`) with an unhandled rejection. Production never runs
// the check. Remove this line once both are installed at payload's version.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

export default buildConfig({
  secret: readSecret(),
  serverURL: process.env.PAYLOAD_SERVER_URL || undefined,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · Admin' },
    // Dates in lists and version history as each language writes them (date-fns' localized "PPp").
    dateFormat: dayAndTime.displayFormat,
    // Payload's own avatar, not Gravatar: no editor's e-mail hash goes to a third party (LGPD),
    // and the admin works offline.
    avatar: 'default',
    livePreview,
    // Click-to-edit: focuses the field a preview page pointed at (features/click-to-edit); an editor's own visits to
    // the site send no Web Vitals (features/vitals); date fields write dates in the admin's language from their first
    // render (features/admin-dates).
    components: {
      providers: [
        '/features/click-to-edit/admin/field-focus#FieldFocus',
        '/features/vitals/admin/editor-mark#EditorMark',
        '/features/admin-dates/date-picker-locale#DatePickerLocale',
      ],
    },
    // Scheduled publishing asks for a date and time in the studio's time zone (spec §9).
    timezones: {
      supportedTimezones: [{ label: 'São Paulo (BRT)', value: site.timeZone }],
      defaultTimezone: site.timeZone,
    },
  },
  // The admin's cookie is honoured only on requests from the site's own origin: a page elsewhere cannot make a
  // signed-in editor's browser change anything (CSRF), nor read the API (CORS). SITE_URL here; any other address the
  // site answers is recognised before Next reads it (src/next-adapter/request-start.ts).
  csrf: [siteUrl()],
  cors: [siteUrl()],
  i18n: {
    supportedLanguages: { pt, en },
    fallbackLanguage: 'pt',
    // Payload's words that read wrong here: a checkbox's list cell ("verdadeiro"), "Tempo" for a time, Title Case.
    translations: {
      pt: {
        general: {
          true: 'Sim',
          false: 'Não',
          time: 'Data e hora',
          createdAt: 'Criado em',
          updatedAt: 'Atualizado em',
          // The locale switcher's "Local: Português": a place, not a language.
          locale: 'Idioma',
          // "Cardápio" is a restaurant's menu.
          menu: 'Menu',
        },
        fields: { swapRelationship: 'Trocar relação' },
        version: { schedulePublish: 'Agendar publicação' },
      },
      en: { general: { true: 'Yes', false: 'No', time: 'Date and time' } },
    },
  },
  localization: {
    locales: [
      { code: 'pt', label: 'Português' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: site.defaultLocale,
    fallback: true,
  },
  collections: [
    Cases,
    Posts,
    Services,
    Pages,
    Clients,
    Employees,
    Products,
    Media,
    Users,
    Subscribers,
    NewsletterIssues,
    NewsletterSends,
    NewsletterRecipients,
    Leads,
    WebVitals,
  ],
  hooks: { afterError: [keepFieldErrors] },
  // Public forms (newsletter, contact, e-mailed links) under /api, built on src/forms; the pages' Web Vitals beacons;
  // the jobs runner's endpoint.
  endpoints: [...formEndpoints, vitalsEndpoint, ...jobsEndpoints],
  email: emailAdapter(),
  onInit: logBotCheckMode,
  globals: [SiteSettings, Home, About, Legal],
  // `languages` after `redirects`: it looks at every collection, the plugin's included.
  plugins: [redirects, mediaStorage(), validQueries, languages],
  jobs,
  // Uploads go to a temporary file, not memory, up to the API route's limit (lib/requests/body.ts, 64 MiB).
  upload: {
    useTempFiles: true,
    tempFileDir: os.tmpdir(),
    requestSizeLimit: 64 * 1024 * 1024,
    limits: { fileSize: 64 * 1024 * 1024 },
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  // Beside the app, not inside cms/: every folder reads these types, and cms/ depends on features.
  typescript: {
    outputFile: path.resolve(dirname, '../payload-types.ts'),
    // Payload otherwise spawns a type generator on every start outside production: every test file, seed and script
    // (~6 CPU-s each). `next dev` keeps it; `npm run migrations:check` fails on types behind the schema.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
})
  .then(withTaskRetries)
  .then(withEditorLocks)
