CREATE TABLE `tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`parent_id` text,
	`template_id` text,
	`title` text NOT NULL,
	`why` text,
	`how` text,
	`notes` text,
	`category` text NOT NULL,
	`owner` text NOT NULL,
	`priority` integer DEFAULT 2 NOT NULL,
	`minutes` integer,
	`start_date` text,
	`due_date` text,
	`depends_on` text,
	`link` text,
	`position` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`snoozed_until` text,
	`skip_count` integer DEFAULT 0 NOT NULL,
	`completed_at` integer,
	`completed_by_user_id` text,
	`created_by_user_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`completed_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tasks_account_template_idx` ON `tasks` (`account_id`,`template_id`);--> statement-breakpoint
CREATE INDEX `tasks_account_due_idx` ON `tasks` (`account_id`,`status`,`due_date`);--> statement-breakpoint
CREATE INDEX `tasks_parent_idx` ON `tasks` (`parent_id`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `time_zone` text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` ADD `plan_version` integer;