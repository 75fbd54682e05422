CREATE TABLE "whatsapp_inbound" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wamid" text NOT NULL,
	"phone" text NOT NULL,
	"appointment_id" uuid,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"appointment_id" uuid,
	"phone" text NOT NULL,
	"template" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"parameters" jsonb NOT NULL,
	"button_suffix" text,
	"wamid" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_code" integer,
	"fallback_mail" jsonb,
	"fell_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"user_id" text,
	"appointment_id" uuid,
	"action" text NOT NULL,
	"wording_version" text NOT NULL,
	"page" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD CONSTRAINT "whatsapp_inbound_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_inbound_wamid_idx" ON "whatsapp_inbound" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_appointment_idx" ON "whatsapp_inbound" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_key_idx" ON "whatsapp_messages" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wamid_idx" ON "whatsapp_messages" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_appointment_idx" ON "whatsapp_messages" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "whatsapp_opt_ins_phone_idx" ON "whatsapp_opt_ins" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_opt_ins_user_id_idx" ON "whatsapp_opt_ins" USING btree ("user_id");