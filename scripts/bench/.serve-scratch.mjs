// scratch (not committed): the bench's school on its last build, kept running.
import { startDatabases } from "./database.mjs";
import { prepareSchool } from "./school.mjs";
const dbs = await startDatabases();
const school = await prepareSchool({ databaseUrl: dbs.schoolUrl, dataDir: dbs.dir, skipBuild: true });
const server = await school.start();
console.log(`SERVING http://127.0.0.1:${school.port}`);
process.on("SIGTERM", async () => { await server.stop?.(); await dbs.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
