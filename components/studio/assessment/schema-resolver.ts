import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver from the server's own schema: the form's values are turned into the payload the
 * action sends (`toInput`), checked by the schema, and each message is put on the field it is about (`fieldOf`
 * maps a schema path to the form's field name, e.g. options.2 → options.2.text). The first message of a field
 * wins, as on the server.
 */
export function schemaResolver<V extends FieldValues>(
  schema: () => ZodType,
  toInput: (values: V) => unknown,
  fieldOf: (path: PropertyKey[]) => string = (path) => path.map(String).join("."),
): Resolver<V> {
  return async (values) => {
    const result = schema().safeParse(toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) setOnce(errors, fieldOf(issue.path).split("."), { type: issue.code, message: issue.message });
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** Puts the error at its dotted path, unless the field has one already. */
function setOnce(target: Record<string, unknown>, path: string[], error: FieldError) {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  const last = path[path.length - 1] || "root";
  node[last] ??= error;
}
