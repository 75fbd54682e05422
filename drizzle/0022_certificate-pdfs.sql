CREATE TABLE "certificate_pdfs" (
	"certificate_id" text NOT NULL,
	"locale" text NOT NULL,
	"fingerprint" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_pdfs_certificate_id_locale_pk" PRIMARY KEY("certificate_id","locale")
);
--> statement-breakpoint
ALTER TABLE "certificate_pdfs" ADD CONSTRAINT "certificate_pdfs_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;