CREATE TABLE `list_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`college_id` text NOT NULL,
	`fit_override` text,
	`status` text DEFAULT 'researching' NOT NULL,
	`plan_type` text,
	`notes` text,
	`visits` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`college_id`) REFERENCES `colleges`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `list_entries_account_college_idx` ON `list_entries` (`account_id`,`college_id`);