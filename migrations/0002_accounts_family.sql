CREATE TABLE `invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`sections` text,
	`token_hash` text NOT NULL,
	`invited_by_user_id` text,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`declined_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_hash_unique` ON `invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invitations_account_idx` ON `invitations` (`account_id`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `filled_by` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `intended_majors` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `regions` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `test_plans` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `concerns` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `onboarding_step` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `memberships` ADD `sections` text;