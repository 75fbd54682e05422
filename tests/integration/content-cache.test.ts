import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { createSharedTagsCacheHandler } from "~/server/cache/shared-tags-cache-handler.mjs";
import { services } from "~/server/db/schema";
import { updateServicePrices } from "~/server/services/catalogue/update-service-prices";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged, readContentVersions } from "~/server/services/content/content-changes";
import { AppError } from "~/server/errors";
import type { Database } from "~/server/db/client";
import { testCaller, testDb } from "../support/app";
import { createAccount, createService } from "../support/factories";

/** What Next hands a cache handler: a value stream and the entry's timings. */
function entry(tags: string[], timestamp: number, text = "cached") {
  return Promise.resolve({
    value: new Blob([text]).stream(),
    tags,
    stale: 300,
    timestamp,
    expire: 60 * 60 * 24,
    revalidate: 60 * 60,
  });
}

async function read(handler: ReturnType<typeof createSharedTagsCacheHandler>, key: string) {
  const found = await handler.get(key, []);
  return found ? new Response(found.value).text() : undefined;
}

describe("cached public content follows the database's content versions", () => {
  let db: Database;
  let serviceId: string;
  let staffId: string;
  beforeAll(async () => {
    db = await testDb();
    staffId = (await createAccount(db, "admin")).id;
    serviceId = (await createService(db, { name: "Consultation", priceOfflineCents: 5000 })).id;
  });

  it("a price change in one process drops the services pages' cached data in another", async () => {
    let clock = 1_000_000;
    // Two app processes: each has its own handler and memory; they share the database.
    const processA = createSharedTagsCacheHandler({ readVersions: () => () => readContentVersions(db), now: () => clock, checkEveryMs: 250 });
    const processB = createSharedTagsCacheHandler({ readVersions: () => () => readContentVersions(db), now: () => clock, checkEveryMs: 250 });
    for (const handler of [processA, processB]) {
      await handler.refreshTags();
      await handler.set("services-grid", entry([contentTags.services], clock));
      await handler.set("course-list", entry([contentTags.courses], clock));
    }
    clock += 1_000;

    const [service] = await db.select().from(services).where(eq(services.id, serviceId));
    if (!service) throw new Error("the service was created above");
    await updateServicePrices({ db, actorId: staffId, change: { serviceId: service.id, priceOfflineCents: service.priceOfflineCents + 500 } });

    // Within the check interval a process may still serve its copy; after it, neither does.
    clock += 300;
    for (const handler of [processA, processB]) {
      await handler.refreshTags();
      expect(await read(handler, "services-grid")).toBeUndefined();
      // Other tags are untouched.
      expect(await read(handler, "course-list")).toBe("cached");
    }
    const [updated] = await db.select().from(services).where(eq(services.id, service.id));
    expect(updated?.priceOfflineCents).toBe(service.priceOfflineCents + 500);
  });

  it("a render that began before a change and was stored after this process learned of it is not served", async () => {
    let clock = 5_000_000;
    const handler = createSharedTagsCacheHandler({ readVersions: () => () => readContentVersions(db), now: () => clock, checkEveryMs: 250 });
    await handler.refreshTags();
    // The render starts (Next calls set() as it starts) and reads the old description…
    let finish: (value: Awaited<ReturnType<typeof entry>>) => void = () => {};
    const rendering = handler.set("arabic-services", new Promise((resolve) => (finish = resolve)));
    clock += 100;
    // …the admin saves meanwhile, and this process learns of it…
    await markContentChanged(db, [contentTags.services]);
    clock += 300;
    await handler.refreshTags();
    // …then the render ends, its entry stamped with its end: the old text must not be served.
    clock += 100;
    finish(await entry([contentTags.services], clock, "old description"));
    await rendering;
    expect(await read(handler, "arabic-services")).toBeUndefined();
  });

  it("checks the database at most once per interval, however many requests ask", async () => {
    let reads = 0;
    let clock = 0;
    const handler = createSharedTagsCacheHandler({
      readVersions: () => async () => {
        reads += 1;
        return readContentVersions(db);
      },
      now: () => clock,
      checkEveryMs: 250,
    });
    await Promise.all(Array.from({ length: 50 }, () => handler.refreshTags()));
    clock += 100;
    await Promise.all(Array.from({ length: 50 }, () => handler.refreshTags()));
    expect(reads).toBe(1);
    clock += 200;
    await handler.refreshTags();
    expect(reads).toBe(2);
  });

  it("a change that is rolled back tells no page", async () => {
    const before = await readContentVersions(db);
    await expect(
      db.transaction(async (tx) => {
        await markContentChanged(tx, [contentTags.courses]);
        throw new AppError("CONFLICT", "rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await readContentVersions(db)).get(contentTags.courses)).toBe(before.get(contentTags.courses));
  });

  it("refuses a price edit that names no price or no service", async () => {
    await expect(updateServicePrices({ db, actorId: staffId, change: { serviceId } })).rejects.toThrow("Nothing to change");
    await expect(
      updateServicePrices({ db, actorId: staffId, change: { serviceId: "00000000-0000-4000-8000-000000000000", priceOfflineCents: 100 } }),
    ).rejects.toThrow("Unknown service");
  });

  it("only the clinic's staff may change a price", async () => {
    const change = { serviceId, priceOfflineCents: 6100 };
    await expect((await testCaller()).catalogue.updateServicePrices(change)).rejects.toThrow("Please log in");
    const parent = await createAccount(db, "parent");
    await expect((await testCaller({ user: parent })).catalogue.updateServicePrices(change)).rejects.toThrow("clinic's staff");
    const admin = await createAccount(db, "admin");
    const updated = await (await testCaller({ user: admin })).catalogue.updateServicePrices(change);
    expect(updated.priceOfflineCents).toBe(6100);
  });
});
