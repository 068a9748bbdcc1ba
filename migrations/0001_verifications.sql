CREATE TABLE `verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`invalidated_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `verifications_email_idx` ON `verifications` (`email`,`created_at`);