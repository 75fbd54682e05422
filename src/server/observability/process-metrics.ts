import "server-only";

import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";

import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

import { JOB_NAMES } from "~/server/jobs/job-definitions";
import { ROUTE_GROUPS, routeGroupOf, type RouteGroup } from "./route-group";

/**
 * What this process counts itself (decision 043): the requests it answered and the job tries that
 * failed in it, with Node's own figures (memory, CPU, event-loop delay). Each app process has its
 * own and Prometheus, scraping every process, adds them up. What the clinic's database knows
 * (bookings, payments, queues) is read from it at scrape time instead (clinic-metrics.ts), so
 * every process reports the same.
 */
type ProcessMetrics = {
  registry: Registry;
  requests: Counter<"group" | "status">;
  duration: Histogram<"group">;
  jobFailures: Counter<"queue">;
};

const KEY = Symbol.for("clinic.process-metrics");
const WATCHING = Symbol.for("clinic.process-metrics.watching");
const store = globalThis as { [KEY]?: ProcessMetrics; [WATCHING]?: () => void };

/** One set per process, shared by every bundle of the app that runs in it (instrumentation, routes). */
export function processMetrics(): ProcessMetrics {
  return (store[KEY] ??= createProcessMetrics());
}

function createProcessMetrics(): ProcessMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics: ProcessMetrics = {
    registry,
    requests: new Counter({
      name: "clinic_http_requests_total",
      help: "HTTP requests this process answered, by route group and status class (2xx, 3xx, 4xx, 5xx).",
      labelNames: ["group", "status"],
      registers: [registry],
    }),
    duration: new Histogram({
      name: "clinic_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route group.",
      labelNames: ["group"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: "clinic_job_failures_total",
      help: "Tries of a job that failed in this process (each is retried until its queue's limit), by queue.",
      labelNames: ["queue"],
      registers: [registry],
    }),
  };
  // Every series an alert reads exists from the start at 0, so that the first 5xx or failed try is
  // an increase Prometheus sees, not the birth of a series.
  for (const group of ROUTE_GROUPS) for (const status of ["2xx", "4xx", "5xx"]) metrics.requests.inc({ group, status }, 0);
  for (const queue of JOB_NAMES) metrics.jobFailures.inc({ queue }, 0);
  return metrics;
}

/** `499`-style codes and anything odd fold into their hundred; the label has five values at most. */
function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

/** One answered request (the tests' in-process server calls it too). */
export function recordRequest(group: RouteGroup, status: number, seconds: number): void {
  const metrics = processMetrics();
  metrics.requests.inc({ group, status: statusClass(status) });
  metrics.duration.observe({ group }, seconds);
}

/** One failed try of a job of `queue`. */
export function recordJobFailure(queue: string): void {
  processMetrics().jobFailures.inc({ queue });
}

type Arrival = { group: RouteGroup; started: bigint };

/**
 * Counts and times every request this process answers, from Node's "http.server.request.start"
 * and "http.server.response.finish" diagnostics channels (public Node APIs, as the client address
 * is labelled: client-address.ts): whatever Next does inside, the group is read from the address
 * the request arrived with, the time runs to the answer's last byte. A request whose client went
 * away before its answer ended is not counted. Once per process; returns the way to stop.
 */
export function watchHttpMetrics(): () => void {
  if (store[WATCHING]) return store[WATCHING];
  const arrivals = new WeakMap<IncomingMessage, Arrival>();
  const onStart = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    arrivals.set(request, { group: routeGroupOf(request.url ?? "/"), started: process.hrtime.bigint() });
  };
  const onFinish = (message: unknown) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const arrival = arrivals.get(request);
    if (!arrival) return;
    arrivals.delete(request);
    recordRequest(arrival.group, response.statusCode, Number(process.hrtime.bigint() - arrival.started) / 1e9);
  };
  subscribe("http.server.request.start", onStart);
  subscribe("http.server.response.finish", onFinish);
  const stop = () => {
    unsubscribe("http.server.request.start", onStart);
    unsubscribe("http.server.response.finish", onFinish);
    store[WATCHING] = undefined;
  };
  store[WATCHING] = stop;
  return stop;
}
