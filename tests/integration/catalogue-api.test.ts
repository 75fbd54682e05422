import { beforeAll, describe, expect, it } from "vitest";

import { GET as getUnknown } from "~/app/api/[...path]/route";
import { GET as getCourses } from "~/app/api/courses/route";
import { GET as getHealth } from "~/app/api/healthz/route";
import { GET as getOnlineServices } from "~/app/api/services/online/online/route";
import { PUT as putTrpc } from "~/app/api/trpc/[trpc]/route";
import { DELETE as deleteServices, GET as getServices, OPTIONS as optionsServices } from "~/app/api/services/route";
import { callRoute, testCaller, testDb } from "../support/app";
import { createCourse, createService } from "../support/factories";

type ServiceDto = { _id: string; name: string; price: { online: number; offline: number }; bookableOnline: boolean };
type CourseDto = { _id: string; title: string; price: number; discountPrice: number | null; instructor: string };

describe("catalogue over tRPC and REST", () => {
  beforeAll(async () => {
    const db = await testDb();
    await createService(db, { name: "Consultation", priceOnlineCents: 4000, priceOfflineCents: 5050, sortOrder: 1 });
    await createService(db, { name: "Vaccinations", bookableOnline: false, priceOfflineCents: 3000, sortOrder: 2 });
    await createCourse(db, { title: "Newborn Basics", priceCents: 4900, discountPriceCents: 2900 });
  });

  it("GET /api/services lists every service with dollar prices", async () => {
    const { status, json } = await callRoute(getServices);
    expect(status).toBe(200);
    const body = json as { success: boolean; data: ServiceDto[] };
    expect(body.success).toBe(true);
    expect(body.data.map((s) => s.name)).toEqual(["Consultation", "Vaccinations"]);
    expect(body.data[0]!.price).toEqual({ online: 40, offline: 50.5 });
    expect(body.data[0]!._id).toMatch(/[0-9a-f-]{36}/);
  });

  it("GET /api/services/online/online lists only online-bookable services", async () => {
    const { status, json } = await callRoute(getOnlineServices);
    expect(status).toBe(200);
    expect((json as { data: ServiceDto[] }).data.map((s) => s.name)).toEqual(["Consultation"]);
  });

  it("GET /api/courses lists courses with instructor text and prices", async () => {
    const { status, json } = await callRoute(getCourses);
    expect(status).toBe(200);
    const [course] = (json as { data: CourseDto[] }).data;
    expect(course).toMatchObject({ title: "Newborn Basics", price: 49, discountPrice: 29, instructor: "Maya Haddad" });
  });

  it("the tRPC caller returns the same catalogue in cents", async () => {
    const caller = await testCaller();
    const services = await caller.appointments.listServices();
    expect(services[0]).toMatchObject({ name: "Consultation", priceOnlineCents: 4000, priceOfflineCents: 5050 });
    const courses = await caller.courses.list();
    expect(courses[0]).toMatchObject({ title: "Newborn Basics", priceCents: 4900, discountPriceCents: 2900 });
  });

  it("answers unknown API paths with a JSON 404 in the one error shape", async () => {
    const { status, json } = await callRoute(getUnknown, { url: "http://localhost:3000/api/nope" });
    expect(status).toBe(404);
    expect(json).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "No API endpoint at this address.",
      error: "No API endpoint at this address.",
    });
  });

  it("answers a method a path does not serve with 405 in the one error shape, and OPTIONS with what it serves", async () => {
    const { status, json, headers } = await callRoute(deleteServices, { url: "http://localhost:3000/api/services", method: "DELETE" });
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(json).toEqual({
      success: false,
      code: "METHOD_NOT_ALLOWED",
      message: "DELETE is not allowed here; use GET.",
      error: "DELETE is not allowed here; use GET.",
    });
    const options = await optionsServices();
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("the tRPC endpoint refuses other methods in its envelope, with the application code", async () => {
    const { status, json } = await callRoute(putTrpc, { url: "http://localhost:3000/api/trpc/appointments.listServices", method: "PUT", body: {} });
    expect(status).toBe(405);
    expect(json).toMatchObject({ error: { json: { data: { httpStatus: 405, appCode: "METHOD_NOT_ALLOWED" } } } });
  });

  it("GET /api/healthz answers ok once the database is ready", async () => {
    const response = await getHealth();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
