import { env } from "~/env";

/**
 * The origin the browser reads lesson videos from besides the site's own: the S3 endpoint, when
 * media are in a bucket (for the CSP's media-src). Kept apart from the storage so the proxy does
 * not load the S3 client.
 */
export function mediaOrigin(): string | null {
  if (!env.S3_BUCKET) return null;
  return env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT).origin : `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`;
}
