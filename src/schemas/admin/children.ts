import { z } from "zod/mini";

import { ZAppointmentStatus, ZAppointmentType } from "~/schemas/answers";

/** A child's id as the back-office sends it: any short string, so that a malformed id is "not found" like any other (decision 045). */
export const ZStaffChildQuery = z.object({ childId: z.string().check(z.maxLength(100, "Child not found.")) });

/** One box: the child's name, or a parent's name, phone or e-mail. */
export const ZChildSearch = z.object({
  query: z.string().check(z.trim(), z.maxLength(100, "Search for at most 100 characters.")),
});

// Answers (decision 037): the fields staff read, and no others.

const ZChildAdult = z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) });

export const ZChildSearchAnswer = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    dateOfBirth: z.nullable(z.string()),
    /** Today's age, "1 y 4 m". */
    age: z.nullable(z.string()),
    archived: z.boolean(),
    hasMedicalAlerts: z.boolean(),
    adults: z.array(ZChildAdult),
  }),
);

export const ZStaffChildAnswer = z.object({
  child: z.object({
    id: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.nullable(z.string()),
    age: z.nullable(z.string()),
    sex: z.nullable(z.enum(["female", "male"])),
    medicalAlerts: z.nullable(z.string()),
    archivedAt: z.nullable(z.date()),
    createdAt: z.date(),
  }),
  adults: z.array(z.extend(ZChildAdult, { id: z.string(), role: z.enum(["inviting", "invited"]), emailProved: z.boolean() })),
  visits: z.array(
    z.object({
      id: z.string(),
      startsAt: z.date(),
      date: z.string(),
      time: z.string(),
      upcoming: z.boolean(),
      status: ZAppointmentStatus,
      type: ZAppointmentType,
      serviceName: z.string(),
      /** The age at that visit. */
      age: z.nullable(z.string()),
      patientName: z.string(),
      patientPhone: z.string(),
      patientEmail: z.nullable(z.string()),
      notes: z.string(),
      staffNote: z.string(),
    }),
  ),
});
export type TStaffChildAnswer = z.infer<typeof ZStaffChildAnswer>;

// Who opened a child's record (decision 052): the administrator's view, per child or per staff member.
export const ZRecordViewsQuery = z.object({
  childId: z.optional(z.uuid("Child not found.")),
  staffId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  page: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export const ZRecordViewsAnswer = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      at: z.date(),
      what: z.enum(["child page", "visit details"]),
      staffRole: z.enum(["staff", "admin"]),
      staffId: z.nullable(z.string()),
      staffName: z.nullable(z.string()),
      staffEmail: z.nullable(z.string()),
      childId: z.nullable(z.string()),
      childName: z.nullable(z.string()),
      visitName: z.nullable(z.string()),
      visitStartsAt: z.nullable(z.date()),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
