import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type Plugin } from 'payload'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { s3Storage } from '@payloadcms/storage-s3'
import nodemailer from 'nodemailer'
import { collections, globals } from '../collections'
import { createLogger } from '../runtime/logger'
import { setting } from '../runtime/settings'
import { withLabels } from '../collections/labels'
import { copyEditor } from '../collections/richText'
import { databaseAdapter } from './database'
import { mergeAccountWrites } from '../collections/hooks/mergeAccountWrites'
import { lazySharp } from './lazy-sharp'
import { accessQueryWithFalse } from './graphql-access'
import { forgotPasswordAnsweredFirst } from './graphql-forgot-password'
import { outboxTransport } from './outbox'
import { missingUploadFile } from './missing-upload-file'
import { guardEveryCollection } from './query-guard'
import { trustedOrigins } from '../runtime/server-url'
import { csvExport, seo } from './plugins'
import { claimJobsOnce } from './jobs/claim-jobs-once'
import { strictCommits } from './strict-commits'
import { jobsConfig } from './jobs/jobs-config'
import { SEQUENCE_TASKS } from '../collections/Sequences/tasks'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Media on S3 when S3_BUCKET is set (docs/decisions: media outlives a node). The plugin is always
 * there, disabled without a bucket but with its fields inserted, so the schema (and the committed
 * migrations) are the same whether or not a deployment uses S3.
 */
function storagePlugins(): Plugin[] {
  const bucket = setting('S3_BUCKET')
  const endpoint = setting('S3_ENDPOINT')
  const accessKeyId = setting('S3_ACCESS_KEY_ID')
  return [
    s3Storage({
      enabled: Boolean(bucket),
      alwaysInsertFields: true,
      // Chat attachments, buyers' files and logos under prefixes of their own: a media file name never meets one.
      collections: {
        media: true,
        'chat-attachments': { prefix: 'chat-attachments' },
        'buyer-files': { prefix: 'buyer-files' },
        'company-logos': { prefix: 'logos' },
      },
      bucket: bucket ?? '',
      config: {
        region: setting('S3_REGION'),
        endpoint,
        forcePathStyle: endpoint !== undefined,
        credentials: accessKeyId ? { accessKeyId, secretAccessKey: setting('S3_SECRET_ACCESS_KEY') ?? '' } : undefined,
      },
    }),
  ]
}

const smtpUrl = setting('SMTP_URL')

export default buildConfig({
  // Required at start-up (runtime/settings.ts); a test or a tool that only reads the config has none.
  secret: setting('PAYLOAD_SECRET') ?? '',
  admin: {
    user: 'users',
    avatar: 'default',
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/admin/importMap.js') },
    meta: { titleSuffix: ' · Agency Funnel CMS' },
    // The analyst view of experiment results (docs/decisions/034), the funnel view (issue 19) and
    // the copy lab (issue 20). A view's path is a prefix: /copy-lab/<slot> is the copy lab too.
    // The home shows the day's and the week's figures instead of a card per collection, and the
    // nav is grouped, the views' links inside "Analytics and tests" (issue 32, docs/decisions/087).
    components: {
      views: {
        dashboard: { Component: '/views/dashboard/HomeView#HomeView' },
        experiments: { Component: '/views/experiments/ExperimentsView#ExperimentsView', path: '/experiments' },
        analytics: { Component: '/views/analytics/AnalyticsView#AnalyticsView', path: '/analytics' },
        copyLab: { Component: '/views/copy-lab/CopyLabView#CopyLabView', path: '/copy-lab', meta: { title: 'Copy lab' } },
      },
      Nav: '/views/nav/AdminNav#AdminNav',
      graphics: { Icon: '/views/graphics/DashboardIcon#DashboardIcon' },
    },
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  // Labels that read as words ('First name', not 'First_name'), set once for every field.
  collections: withLabels(collections),
  globals: withLabels(globals),
  editor: copyEditor,
  // Sign-in, sign-out and refresh write an account's whole row: merged with what others wrote (docs/decisions/077).
  // A job is claimed by one node (docs/decisions/091). A commit that fails throws (docs/decisions/113).
  db: strictCommits(claimJobsOnce(mergeAccountWrites(databaseAdapter()))),
  // Timed jobs and the e-mail sequences' tasks, each in their queue, all run by the server's
  // runner (server/jobs/job-runner.ts, docs/decisions/091, 098): a job is claimed by one node
  // (claimJobsOnce). No Payload autoRun: a script or the seed runs no job.
  jobs: {
    ...jobsConfig,
    tasks: [...(jobsConfig.tasks ?? []), ...SEQUENCE_TASKS],
  },
  sharp: lazySharp,
  // The product's logger, not Payload's pretty one: JSON lines with the request id, a client's
  // text escaped (a file name with a newline cannot forge a line).
  logger: createLogger().child({ from: 'payload' }),
  telemetry: false,
  graphQL: { disablePlaygroundInProduction: true, queries: accessQueryWithFalse, mutations: forgotPasswordAnsweredFirst },
  // One SERVER_URL setting (runtime/server-url.ts): the origins whose pages may use the session
  // cookie, and read the API across origins. The server refuses the others' writes in front
  // of Payload as well (server/origin-check.ts, docs/decisions/018).
  cors: trustedOrigins(),
  csrf: trustedOrigins(),
  email: nodemailerAdapter({
    defaultFromAddress: setting('EMAIL_FROM'),
    defaultFromName: 'Agency Funnel',
    transport: smtpUrl ? nodemailer.createTransport(smtpUrl) : outboxTransport(),
  }),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  // missingUploadFile last: its handler comes after S3's.
  plugins: [seo(), csvExport(), ...storagePlugins(), missingUploadFile()],
  onInit: (payload) => {
    // Ids, `where` values and paging the database would fail on answer 400 (docs/decisions/049).
    guardEveryCollection(payload)
    // Once per process: the admin and /api share the server's instance (docs/decisions/070).
    payload.logger.info({ database: payload.db.name }, 'Payload started')
  },
})
