import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import schema from "../../docs/schema/urla-application.schema.json";

/**
 * The lender's JSON Schema (docs/schema/urla-application.schema.json, draft 2020-12) compiled
 * with ajv in strict mode: every payload the suites produce is checked against it.
 */
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
const validate = ajv.compile(schema);

/** Where and why `document` breaks the schema ("/borrowers/0/personal/ssn must match…"); [] when it is valid. */
export function urlaSchemaErrors(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`.trim());
}
