CREATE TABLE `test_records` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`test` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`date` text NOT NULL,
	`registration_deadline` text,
	`status` text NOT NULL,
	`scores` text,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `test_records_account_test_idx` ON `test_records` (`account_id`,`test`,`subject`,`date`);