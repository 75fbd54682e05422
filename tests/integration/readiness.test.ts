import { describe, expect, it } from "vitest";

import { GET as getHealth } from "~/app/api/healthz/route";
import { maintainJobQueue, stopJobQueue } from "~/server/jobs/job-queue";
import { startJobWorkers } from "~/server/jobs/start-job-workers";
import { beginDraining } from "~/server/process-lifecycle";

// /api/healthz is the proxy's readiness check (deploy/Caddyfile): a server process is ready once
// its database is migrated and answers and its job workers run, and not from the moment it is
// asked to stop.
describe("GET /api/healthz as a server process sees it", () => {
  it("is 503 until the job workers run, 200 then, and 503 from the moment the process is stopping", async () => {
    maintainJobQueue();
    const before = await getHealth();
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE", ok: false, reason: "jobs" });
    expect(before.headers.get("retry-after")).toBe("5");
    expect(before.headers.get("cache-control")).toBe("no-store");

    await startJobWorkers();
    const ready = await getHealth();
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true });

    beginDraining();
    const stopping = await getHealth();
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE", ok: false, reason: "stopping" });
    await stopJobQueue();
  });
});
