import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * zodResolver for react-hook-form, with zod and the form's schema (the one the server checks with,
 * lib/users/schema.ts) fetched when the form is first validated instead of with the page: zod is most of
 * a sign-in page's JavaScript. A failed download (a dropped connection) is tried again on the next check.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | null = null;
  const load = () =>
    (resolver ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>)
      .catch((error: unknown) => {
        resolver = null;
        throw error;
      }));
  return async (values, context, options) => (await load())(values, context, options);
}
