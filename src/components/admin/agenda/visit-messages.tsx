import { clsx } from "clsx";

import { formatBeirutClock } from "~/components/appointments/calendar-dates";
import type { TVisitMessage, TVisitReply } from "~/schemas/admin/agenda";
import { beirutDate } from "~/lib/calendar-date";
import { shortDate } from "./agenda-dates";
import { whatsappUrl } from "./whatsapp-url";

/** What each template says, in the receptionist's words. */
const TEMPLATE_WORDS: Record<string, string> = {
  visit_confirmation: "Confirmation",
  visit_reminder_24h: "Reminder, a day before",
  visit_reminder_2h: "Reminder, two hours before",
  visit_moved: "Moved",
  visit_cancelled: "Cancelled",
  visit_cancelled_refunded: "Cancelled, refunded",
  payment_link: "Payment link",
  waitlist_offer: "Waiting-list offer",
};

/** How far a message got (decision 053: statuses only move forward). */
const STATUS: Record<TVisitMessage["status"], { word: string; tone: string }> = {
  queued: { word: "Waiting to send", tone: "bg-slate-100 text-slate-700" },
  accepted: { word: "Sent to WhatsApp", tone: "bg-slate-100 text-slate-700" },
  sent: { word: "Sent", tone: "bg-sky-100 text-sky-900" },
  delivered: { word: "Delivered", tone: "bg-emerald-100 text-emerald-900" },
  read: { word: "Read", tone: "bg-emerald-600 text-white" },
  failed: { word: "Failed", tone: "bg-red-100 text-red-800" },
  fell_back: { word: "Failed: e-mailed instead", tone: "bg-amber-100 text-amber-900" },
};

/** "Sat 28 Nov, 14:05", Beirut time, as the agenda writes times. */
const at = (instant: Date) => `${shortDate(beirutDate(instant))}, ${formatBeirutClock(instant, "en")}`;

function statusOf(message: TVisitMessage) {
  // A failed WhatsApp message whose e-mail went instead says so, whatever its last status.
  if (message.fellBackToEmail) return STATUS.fell_back;
  return STATUS[message.status];
}

/**
 * What the clinic sent the parent about the visit on WhatsApp (which message, the channel, how far
 * it got and when) and the parent's latest reply there, which the receptionist answers from their
 * own WhatsApp. `compact` for the agenda's list rows; in full in the visit's panel.
 */
export function VisitMessages({
  messages,
  reply,
  phone,
  who,
  compact = false,
}: {
  messages: readonly TVisitMessage[];
  reply: TVisitReply | null;
  phone: string;
  who: string;
  compact?: boolean;
}) {
  if (messages.length === 0 && !reply) return compact ? null : <p className="text-muted">No WhatsApp message about this visit.</p>;
  return (
    <div className={clsx("flex flex-col", compact ? "gap-1.5 text-sm" : "gap-3")}>
      {messages.length > 0 ? (
        <ul aria-label={`Messages to ${who}`} className={clsx("flex flex-col", compact ? "gap-1" : "gap-2")}>
          {messages.map((message, index) => {
            const status = statusOf(message);
            return (
              <li key={`${message.template}-${index}`} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                <span className="font-semibold text-navy">{TEMPLATE_WORDS[message.template] ?? message.template}</span>
                <span className="text-muted">· {message.fellBackToEmail ? "WhatsApp, then e-mail" : "WhatsApp"} ·</span>
                <span className={clsx("rounded-full px-2 py-0.5 text-xs font-semibold", status.tone)} data-testid="message-status">
                  {status.word}
                </span>
                <span className="text-muted tabular-nums">
                  {at(message.updatedAt)}
                  {message.status !== "queued" && message.updatedAt.getTime() - message.createdAt.getTime() > 60_000 ? <> (sent {at(message.createdAt)})</> : null}
                </span>
                {message.errorCode && !compact ? <span className="text-xs text-muted">WhatsApp code {message.errorCode}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {reply ? (
        <div className={clsx("rounded-xl bg-cream ring-1 ring-orange-100", compact ? "px-3 py-2" : "p-3")}>
          <p className="text-xs font-bold tracking-wide text-muted uppercase">
            Parent&apos;s latest reply · <span className="tabular-nums">{at(reply.receivedAt)}</span>
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-navy">“{reply.body}”</p>
          {reply.optedOut ? <p className="mt-1 text-sm font-semibold text-amber-900">Stopped WhatsApp messages: the next ones go by e-mail.</p> : null}
          <a href={whatsappUrl(phone)} target="_blank" rel="noopener noreferrer" className="mt-1 inline-flex min-h-10 items-center font-semibold text-primary-dark underline underline-offset-2">
            Answer on WhatsApp<span className="sr-only"> to {who} (opens in a new tab)</span>
          </a>
        </div>
      ) : null}
    </div>
  );
}
