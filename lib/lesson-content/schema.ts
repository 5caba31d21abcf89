import "server-only";
import { getSchema } from "@tiptap/core";
import type { Schema } from "@tiptap/pm/model";
import { lessonExtensions } from "./extensions";

// The ProseMirror schema of extensions.ts, built once per server process (it holds no state).
let schema: Schema | undefined;

export function lessonSchema(): Schema {
  schema ??= getSchema(lessonExtensions());
  return schema;
}
