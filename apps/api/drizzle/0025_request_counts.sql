-- UNLOGGED (by hand; drizzle cannot say it): counters for at most a minute need no write-ahead log (ADR 069).
CREATE UNLOGGED TABLE "request_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_counts_resets_at_idx" ON "request_counts" USING btree ("resets_at");