CREATE TABLE `student_profiles` (
	`account_id` text PRIMARY KEY NOT NULL,
	`gpa` text,
	`activities` text DEFAULT '[]' NOT NULL,
	`honors` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
