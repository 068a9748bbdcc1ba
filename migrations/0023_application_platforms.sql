ALTER TABLE `applications` ADD `accepted_platforms` text;--> statement-breakpoint
ALTER TABLE `essays` ADD `platform` text;