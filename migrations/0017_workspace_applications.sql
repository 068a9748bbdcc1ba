CREATE TABLE `aid_offers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`college_id` text,
	`college_name` text NOT NULL,
	`cost_of_attendance_cents` integer NOT NULL,
	`grants` text DEFAULT '[]' NOT NULL,
	`work_study_cents` integer DEFAULT 0 NOT NULL,
	`loans` text DEFAULT '[]' NOT NULL,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`college_id`) REFERENCES `colleges`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `aid_offers_account_idx` ON `aid_offers` (`account_id`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`list_entry_id` text NOT NULL,
	`deadline` text,
	`platform` text,
	`fee_cents` integer,
	`fee_waiver` integer DEFAULT false NOT NULL,
	`done` text DEFAULT '[]' NOT NULL,
	`portal_url` text,
	`aid_priority_deadline` text,
	`css_profile_required` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`list_entry_id`) REFERENCES `list_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_entry_idx` ON `applications` (`list_entry_id`);--> statement-breakpoint
CREATE INDEX `applications_account_idx` ON `applications` (`account_id`);--> statement-breakpoint
CREATE TABLE `checklists` (
	`account_id` text NOT NULL,
	`list` text NOT NULL,
	`done` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `list`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`organization` text,
	`college_id` text,
	`email` text,
	`phone` text,
	`notes` text,
	`last_contacted_on` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`college_id`) REFERENCES `colleges`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `contacts_account_idx` ON `contacts` (`account_id`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`title` text NOT NULL,
	`file_name` text NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`college_id` text,
	`private_from_counselors` integer DEFAULT false NOT NULL,
	`uploaded_by_user_id` text,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`college_id`) REFERENCES `colleges`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uploaded_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `documents_account_idx` ON `documents` (`account_id`,`deleted_at`);--> statement-breakpoint
CREATE TABLE `essay_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`essay_id` text NOT NULL,
	`author_user_id` text,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`essay_id`) REFERENCES `essays`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `essay_comments_essay_idx` ON `essay_comments` (`essay_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `recommendation_requests` (
	`recommendation_id` text NOT NULL,
	`college_id` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`recommendation_id`, `college_id`),
	FOREIGN KEY (`recommendation_id`) REFERENCES `recommendations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`college_id`) REFERENCES `colleges`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `recommendations` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`contact_id` text,
	`recommender_name` text NOT NULL,
	`recommender_role` text NOT NULL,
	`subject` text,
	`requested_on` text,
	`due_date` text,
	`ferpa_waived` integer DEFAULT true NOT NULL,
	`thank_you_sent_on` text,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `recommendations_account_idx` ON `recommendations` (`account_id`);--> statement-breakpoint
CREATE TABLE `scholarships` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`provider` text,
	`amount_cents` integer,
	`deadline` text,
	`requirements` text,
	`url` text,
	`essay_id` text,
	`status` text DEFAULT 'researching' NOT NULL,
	`renewable` integer DEFAULT false NOT NULL,
	`renewal_terms` text,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`essay_id`) REFERENCES `essays`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `scholarships_account_idx` ON `scholarships` (`account_id`);