import type { Plugin } from 'payload'
import { s3Storage } from '@payloadcms/storage-s3'

/**
 * Where uploads live. Several instances must share them:
 *   - S3_BUCKET set: an S3-compatible bucket (AWS, R2, Ceph, …) through Payload's own storage
 *     plugin; files are still served by the app at /api/media/file/… (nginx caches them);
 *   - otherwise MEDIA_DIR (default data/media), which on several machines is a shared folder (NFS).
 * Variables: S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT (for non-AWS services),
 * S3_FORCE_PATH_STYLE=1 (most of those), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (else the
 * SDK's own chain: instance roles, ~/.aws). No key prefix: that would add a column to the schema.
 * The plugin is always registered, disabled without S3_BUCKET, so the admin's import map (which
 * lists the plugin's client component either way) is the same for both.
 */
export function s3Configured(): boolean {
  return Boolean(process.env.S3_BUCKET)
}

export function mediaStorage(): Plugin {
  return s3Storage({
    enabled: s3Configured(),
    collections: { media: true },
    bucket: process.env.S3_BUCKET ?? '',
    config: {
      region: process.env.S3_REGION || 'us-east-1',
      endpoint: process.env.S3_ENDPOINT || undefined,
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === '1',
      credentials:
        process.env.S3_ACCESS_KEY_ID && process.env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  })
}
