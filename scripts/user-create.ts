// `npm run user:create -- --role admin --email you@example.com [--first-name Ayşe] [--last-name Yılmaz]
//   [--password …] [--broker-code ANADOLU]`
// Creates an account on the database named by the environment (DATABASE_URL, or the embedded database in
// DATA_DIR; stop the app first when it is the embedded one). This is how the first admin of a server
// database comes to exist: the public sign-up form never grants admin or operations. Without --password a
// strong password is generated and printed once. The e-mail counts as verified.
import { parseArgs } from "node:util";
import { ALL_ROLES, isRole } from "#app/lib/domain/roles";
import { closeDatabase, databaseFromEnv, db, useDatabase as setCurrentDatabase } from "#app/server/platform/db/client.server";
import { applyMigrations } from "#app/server/platform/db/migrate.server";
import { StaffUserError, createUser } from "#app/server/platform/auth/staff-users.server";

const USAGE = `usage: npm run user:create -- --role <${ALL_ROLES.join("|")}> --email <address> [--first-name …] [--last-name …] [--password …] [--broker-code CODE]`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    role: { type: "string" },
    email: { type: "string" },
    "first-name": { type: "string", default: "" },
    "last-name": { type: "string", default: "" },
    password: { type: "string" },
    "broker-code": { type: "string" },
  },
  strict: true,
});

if (!isRole(values.role)) fail(`--role must be one of ${ALL_ROLES.join(", ")}\n${USAGE}`);
if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) fail(`--email must be an e-mail address\n${USAGE}`);

const database = databaseFromEnv();
setCurrentDatabase(database);
try {
  const runner = await database.runner();
  try {
    await applyMigrations(runner);
  } finally {
    await runner.release();
  }
  let brokerId: string | null = null;
  if (values.role === "broker") {
    const code = values["broker-code"]?.trim().toUpperCase();
    if (!code) fail(`a broker account needs --broker-code (the code of an existing broker company)\n${USAGE}`);
    const broker = await db().broker.findUnique({ where: { code }, select: { id: true } });
    if (!broker) fail(`no broker company with the code ${code}`);
    brokerId = broker.id;
  }
  const result = await createUser({
    actorId: null,
    firstName: values["first-name"] ?? "",
    lastName: values["last-name"] ?? "",
    email: values.email,
    role: values.role,
    brokerId,
    password: values.password ?? null,
  });
  console.log(`created ${result.role} account ${result.email} (id ${result.id})`);
  if (result.generatedPassword) console.log(`password (shown once): ${result.generatedPassword}`);
} catch (error) {
  if (error instanceof StaffUserError) fail(`not created: ${error.code}`);
  throw error;
} finally {
  await closeDatabase();
}
