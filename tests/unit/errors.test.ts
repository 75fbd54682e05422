import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { describe, expect, it } from "vitest";

import { describeError, pathOfNul } from "~/server/api/trpc";
import { AppError, fieldErrorsFromIssues, INTERNAL_ERROR_MESSAGE, toApiErrorBody } from "~/server/errors";

describe("the one error shape", () => {
  it("keeps the first message per field, keyed by path", () => {
    const schema = z.object({ patient: z.object({ name: z.string().min(1, "Name is required") }), email: z.email("Bad e-mail") });
    const result = schema.safeParse({ patient: { name: "" }, email: "x" });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({ "patient.name": "Name is required", email: "Bad e-mail" });
  });

  it("describes AppError, validation errors and hides internal errors", () => {
    const conflict = new TRPCError({ code: "CONFLICT", cause: new AppError("CONFLICT", "This time slot was just taken.") });
    expect(describeError(conflict)).toEqual({ code: "CONFLICT", message: "This time slot was just taken.", fields: undefined });

    const zodError = z.object({ email: z.string().min(1, "Please enter your email.") }).safeParse({ email: "" }).error!;
    expect(describeError(new TRPCError({ code: "BAD_REQUEST", cause: zodError }))).toEqual({
      code: "BAD_REQUEST",
      message: "Please enter your email.",
      fields: { email: "Please enter your email." },
    });

    // tRPC's own refusals (wrong method, unreadable body) keep their status instead of reading as a crash.
    expect(describeError(new TRPCError({ code: "METHOD_NOT_SUPPORTED", message: "Unsupported GET-request" }))).toEqual({
      code: "METHOD_NOT_ALLOWED",
      message: "Unsupported GET-request",
    });
    expect(describeError(new TRPCError({ code: "UNSUPPORTED_MEDIA_TYPE", message: "Unsupported content-type" })).code).toBe(
      "UNSUPPORTED_MEDIA_TYPE",
    );

    const crash = new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: new Error("password=hunter2 at db.ts:12") });
    expect(describeError(crash)).toEqual({ code: "INTERNAL_SERVER_ERROR", message: INTERNAL_ERROR_MESSAGE });
  });

  it("writes the body with `error` repeating `message` and fields only when present", () => {
    expect(toApiErrorBody("NOT_FOUND", "Course not found")).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "Course not found",
      error: "Course not found",
    });
    expect(toApiErrorBody("BAD_REQUEST", "Name is required", { name: "Name is required" }).fields).toEqual({ name: "Name is required" });
  });

  it("finds the first string holding U+0000 in an input, keys included", () => {
    expect(pathOfNul({ patient: { name: "Rana", phone: ["+961", "3\u0000"] } })).toBe("patient.phone.1");
    expect(pathOfNul("a\u0000")).toBe("");
    expect(pathOfNul({ ["k\u0000"]: 1 })).toBe("k\u0000");
    expect(pathOfNul({ name: "Rana", n: 1, none: null })).toBeNull();
  });
});
