CREATE TABLE "arisan_swaps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arisan_swaps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arisan_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"other_membership_id" integer NOT NULL,
	"position" integer NOT NULL,
	"other_position" integer NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "arisan_swaps_status_check" CHECK ("arisan_swaps"."status" in ('pending', 'done', 'declined', 'cancelled')),
	CONSTRAINT "arisan_swaps_pair_check" CHECK ("arisan_swaps"."membership_id" <> "arisan_swaps"."other_membership_id"),
	CONSTRAINT "arisan_swaps_decided_check" CHECK (("arisan_swaps"."status" = 'pending') = ("arisan_swaps"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "arisan_swaps" ADD CONSTRAINT "arisan_swaps_arisan_id_arisans_id_fk" FOREIGN KEY ("arisan_id") REFERENCES "public"."arisans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_swaps" ADD CONSTRAINT "arisan_swaps_membership_id_arisan_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."arisan_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_swaps" ADD CONSTRAINT "arisan_swaps_other_membership_id_arisan_memberships_id_fk" FOREIGN KEY ("other_membership_id") REFERENCES "public"."arisan_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_swaps" ADD CONSTRAINT "arisan_swaps_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arisan_swaps" ADD CONSTRAINT "arisan_swaps_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arisan_swaps_arisan_idx" ON "arisan_swaps" USING btree ("arisan_id","created_at");--> statement-breakpoint
CREATE INDEX "arisan_swaps_other_idx" ON "arisan_swaps" USING btree ("other_membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "arisan_swaps_open_key" ON "arisan_swaps" USING btree ("membership_id") WHERE "arisan_swaps"."status" = 'pending';