CREATE TABLE "known_login_addresses" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_login_addresses_account_address_pk" PRIMARY KEY("account","address")
);
