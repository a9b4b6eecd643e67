// The lender's staff accounts for the back office at /staff (README "Staff (back office)").
//   node_modules/.bin/tsx scripts/staff.ts create --email E --name N --role admin|officer
//   node_modules/.bin/tsx scripts/staff.ts disable --email E      (ends their sessions)
//   node_modules/.bin/tsx scripts/staff.ts enable --email E
//   node_modules/.bin/tsx scripts/staff.ts reset-mfa --email E    (new set-up link: password and authenticator again)
//   node_modules/.bin/tsx scripts/staff.ts list
// `create` and `reset-mfa` print a one-time set-up link (valid 24 hours; only its hash is stored).
// Every change is written to the audit trail (member: none, address: "cli").
import { openDb } from "../app/db/client.server";
import {
  createMember,
  disableMember,
  findMemberByEmail,
  listMembers,
  resetMfa,
  setupLink,
  SETUP_LINK_HOURS,
} from "../app/features/staff/members.server";
import { getEnv } from "../app/utils/env.server";

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const USAGE =
  "Usage: staff.ts create --email E --name N --role admin|officer | disable --email E | enable --email E | reset-mfa --email E | list";
const command = process.argv[2];
if (!command || !["create", "disable", "enable", "reset-mfa", "list"].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}

const env = getEnv();
const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const actor = { memberId: null, address: "cli" };
const now = new Date();
let status = 0;
try {
  if (command === "list") {
    for (const m of await listMembers(handle.db)) {
      const state = m.disabled ? "disabled" : m.totpConfirmed ? "active" : "set-up pending";
      console.log(`${m.email}\t${m.name}\t${m.role}\t${state}`);
    }
  } else if (command === "create") {
    const result = await createMember(
      handle.db,
      { email: option("email") ?? "", name: option("name") ?? "", role: option("role") ?? "" },
      actor,
      now,
    );
    if (!result.ok) {
      console.error(Object.values(result.problems).join(" "));
      status = 1;
    } else {
      console.log(`Created ${result.member.role} ${result.member.email}.`);
      console.log(`One-time set-up link (valid ${SETUP_LINK_HOURS} hours; send it privately):`);
      console.log(setupLink(result.token));
    }
  } else {
    const member = await findMemberByEmail(handle.db, (option("email") ?? "").trim().toLowerCase());
    if (!member) {
      console.error("No staff member has that e-mail address.");
      status = 1;
    } else if (command === "reset-mfa") {
      const reset = await resetMfa(handle.db, member.id, actor, now);
      console.log(`Signed ${member.email} out everywhere; password and authenticator removed.`);
      console.log(`New one-time set-up link (valid ${SETUP_LINK_HOURS} hours):`);
      console.log(setupLink(reset!.token));
    } else {
      await disableMember(handle.db, member.id, command === "disable", actor, now);
      console.log(`${command === "disable" ? "Disabled" : "Enabled"} ${member.email}.`);
    }
  }
} finally {
  await handle.close();
}
process.exit(status);
