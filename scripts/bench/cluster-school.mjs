// The school as `npm run start:cluster` runs it, all throwaway, for the cluster and capacity benches: PostgreSQL
// (bench/database.mjs), Redis and S3 (cluster/services.mjs), the migrated, seeded and built school, and a way
// to put N servers behind nginx (cluster/front.mjs).
import path from "node:path";
import { startFront } from "../cluster/front.mjs";
import { startServices } from "../cluster/services.mjs";
import { ensureBucket } from "../lib/s3-bucket.mjs";
import { startDatabases } from "./database.mjs";
import { options } from "./options.mjs";
import { prepareSchool } from "./school.mjs";

/**
 * Starts what the servers share and prepares the school; each part's stop goes onto `cleanups` (the caller
 * runs them last to first). `postgresSettings`: more PostgreSQL settings. Returns { databases, services,
 * school, startServers(count) }, startServers resolving to cluster/front.mjs's handle (its stop is the caller's).
 */
export async function prepareClusterSchool({ cleanups, log, postgresSettings }) {
  const databases = await startDatabases({ settings: postgresSettings });
  cleanups.push(databases.stop);
  const services = await startServices({ dir: path.join(databases.dir, "cluster"), persistent: false, databaseUrl: databases.schoolUrl, log });
  cleanups.push(services.stop);
  const s3Env = {
    REDIS_URL: services.redisUrl,
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: services.s3.endpoint,
    S3_ACCESS_KEY_ID: services.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: services.s3.secretAccessKey,
    S3_BUCKET: "school-bench",
    S3_REGION: "us-east-1",
  };
  await ensureBucket({ ...services.s3, bucket: s3Env.S3_BUCKET });
  const school = await prepareSchool({ databaseUrl: databases.schoolUrl, dataDir: databases.dir, skipBuild: options.skipBuild, extraEnv: s3Env });
  // nginx listens on the school's port: the build's and the servers' NEXTAUTH_URL / APP_URL name it.
  const startServers = (count) => startFront({ count, env: school.env, dir: path.join(databases.dir, `nginx-${count}`), port: school.port, log });
  return { databases, services, school, startServers };
}
