// The bucket the school's S3 driver uses, made when missing, with the CORS rules browsers need: presigned
// PUTs and multipart parts go straight from the browser to the bucket (Uppy reads each part's ETag), videos
// and captions are read from it with presigned GETs.

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
 * Creates `bucket` at the S3 endpoint when it does not exist and sets its CORS rules (every time, so a
 * change here reaches an existing bucket). Returns { created }: a new bucket has none of the seed's media.
 */
export async function ensureBucket({ endpoint, region = "us-east-1", accessKeyId, secretAccessKey, bucket, origins }) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } = await import("@aws-sdk/client-s3");
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
    return { created };
  } finally {
    client.destroy();
  }
}
