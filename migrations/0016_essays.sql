CREATE TABLE `essay_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`essay_id` text NOT NULL,
	`body` text NOT NULL,
	`word_count` integer NOT NULL,
	`saved_by_user_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`essay_id`) REFERENCES `essays`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `essay_versions_essay_idx` ON `essay_versions` (`essay_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `essays` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`college_id` text,
	`title` text NOT NULL,
	`prompt` text DEFAULT '' NOT NULL,
	`word_limit` integer,
	`status` text DEFAULT 'brainstorm' NOT NULL,
	`private_from_counselors` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`college_id`) REFERENCES `colleges`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `essays_account_idx` ON `essays` (`account_id`);