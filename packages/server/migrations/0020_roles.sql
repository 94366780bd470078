CREATE TABLE "manager_roles" (
	"manager_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manager_roles_manager_id_role_id_pk" PRIMARY KEY("manager_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "role_pages" (
	"role_id" integer NOT NULL,
	"interface_name" text NOT NULL,
	"level" text DEFAULT 'manage' NOT NULL,
	CONSTRAINT "role_pages_role_id_interface_name_pk" PRIMARY KEY("role_id","interface_name")
);
--> statement-breakpoint
CREATE TABLE "role_scope_targets" (
	"role_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "role_scope_targets_role_id_dimension_target_id_pk" PRIMARY KEY("role_id","dimension","target_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data_scope" text DEFAULT 'all' NOT NULL,
	"preset_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "roles_name_unique" UNIQUE("name"),
	CONSTRAINT "roles_preset_key_unique" UNIQUE("preset_key")
);
--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "manager_roles" ADD CONSTRAINT "manager_roles_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_roles" ADD CONSTRAINT "manager_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_pages" ADD CONSTRAINT "role_pages_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_scope_targets" ADD CONSTRAINT "role_scope_targets_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manager_roles_role_id_idx" ON "manager_roles" USING btree ("role_id");--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;