CREATE TABLE `billing_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`account_id` text,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `canceled_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `comp_reason` text;