CREATE TABLE "fiscal_counters" (
	"premises" varchar(20) NOT NULL,
	"device" varchar(20) NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "fiscal_counters_premises_device_year_pk" PRIMARY KEY("premises","device","year")
);
--> statement-breakpoint
CREATE TABLE "fiscal_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(100) NOT NULL,
	"corrects_receipt_id" integer,
	"oib" char(11) NOT NULL,
	"vat_payer" boolean NOT NULL,
	"sequence_mark" char(1) NOT NULL,
	"number" integer NOT NULL,
	"premises" varchar(20) NOT NULL,
	"device" varchar(20) NOT NULL,
	"year" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"payment_method" char(1) NOT NULL,
	"total_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"vat" jsonb NOT NULL,
	"operator_oib" char(11) NOT NULL,
	"buyer_oib" char(11),
	"zki" char(32) NOT NULL,
	"zki_hash" varchar(10) NOT NULL,
	"jir" uuid,
	"status" varchar(20) DEFAULT 'awaiting_jir' NOT NULL,
	"refusal" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"message_id" uuid,
	"request_xml" text,
	"response_xml" text,
	"fiscalised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_corrects_receipt_id_fiscal_receipts_id_fk" FOREIGN KEY ("corrects_receipt_id") REFERENCES "public"."fiscal_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_number_idx" ON "fiscal_receipts" USING btree ("premises","device","year","number");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_reference_idx" ON "fiscal_receipts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_due_idx" ON "fiscal_receipts" USING btree ("next_attempt_at") WHERE "fiscal_receipts"."status" = 'awaiting_jir';--> statement-breakpoint
CREATE INDEX "fiscal_receipts_status_idx" ON "fiscal_receipts" USING btree ("status","issued_at");