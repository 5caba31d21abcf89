// The bucket the school's S3 driver uses, made when missing, with the CORS rules browsers need: presigned
// PUTs and multipart parts go straight from the browser to the bucket (Uppy reads each part's ETag), videos
// and captions are read from it with presigned GETs. Its lifecycle rule drops abandoned multipart uploads.

/** CORS for browser uploads and playback (Uppy 5 and 6: PUT, GET, POST, DELETE; the ETag of each part). */
export function corsRules(origins = ["*"]) {
  return [
    {
      AllowedOrigins: origins,
      AllowedMethods: ["PUT", "GET", "POST", "DELETE", "HEAD"],
      AllowedHeaders: ["*"],
      ExposeHeaders: ["ETag"],
      MaxAgeSeconds: 3600,
    },
  ];
}

/**
 * Incomplete multipart uploads are aborted, and their parts removed, a day after they began: the store does it
 * even for uploads the school never recorded (lib/uploads/cleanup.ts does the same hourly from the school's
 * records, and is all the disk driver has). Ceph's radosgw (16.2) accepts and keeps this rule.
 */
export const LIFECYCLE_RULES = [
  { ID: "abort-incomplete-multipart-uploads", Status: "Enabled", Filter: { Prefix: "" }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
];

/**
 * Creates `bucket` at the S3 endpoint when it does not exist and sets its CORS and lifecycle rules (every
 * time, so a change here reaches an existing bucket). Returns { created }: a new bucket has none of the seed's media.
 * @param {{ endpoint?: string; region?: string; accessKeyId: string; secretAccessKey: string; bucket: string; origins?: string[] }} options
 */
export async function ensureBucket({ endpoint, region = "us-east-1", accessKeyId, secretAccessKey, bucket, origins }) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, PutBucketLifecycleConfigurationCommand, S3Client } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle: Boolean(endpoint),
    credentials: { accessKeyId, secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
  try {
    let created = false;
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      if (error?.$metadata?.httpStatusCode !== 404) throw error;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      created = true;
    }
    await client.send(new PutBucketCorsCommand({ Bucket: bucket, CORSConfiguration: { CORSRules: corsRules(origins) } }));
    await client.send(new PutBucketLifecycleConfigurationCommand({ Bucket: bucket, LifecycleConfiguration: { Rules: LIFECYCLE_RULES } }));
    return { created };
  } finally {
    client.destroy();
  }
}
