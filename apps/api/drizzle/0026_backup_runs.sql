CREATE TABLE "backup_runs" (
	"period_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file" text
);
