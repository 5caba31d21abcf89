/** @jest-environment node */
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";

const schema = z.object({ email: z.string().email("Enter an email") });
const options = { fields: {}, shouldUseNativeValidation: false } as never;

it("validates with the schema, loading it once, on first use", async () => {
  const load = jest.fn(async () => schema);
  const resolver = lazyZodResolver<{ email: string }>(load);
  expect(load).not.toHaveBeenCalled();
  const bad = await resolver({ email: "nope" }, undefined, options);
  expect(bad.errors.email?.message).toBe("Enter an email");
  const good = await resolver({ email: "a@example.com" }, undefined, options);
  expect(good.values).toEqual({ email: "a@example.com" });
  expect(load).toHaveBeenCalledTimes(1);
});

it("tries the download again after it failed", async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
  const resolver = lazyZodResolver<{ email: string }>(load);
  await expect(resolver({ email: "a@example.com" }, undefined, options)).rejects.toThrow("offline");
  expect((await resolver({ email: "a@example.com" }, undefined, options)).errors).toEqual({});
  expect(load).toHaveBeenCalledTimes(2);
});
