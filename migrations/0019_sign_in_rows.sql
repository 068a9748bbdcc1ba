ALTER TABLE `verifications` ADD `carry` text;--> statement-breakpoint
-- Codes issued before this migration were hashed with their address, not their row: none can be checked any more.
UPDATE `verifications` SET `invalidated_at` = `created_at` WHERE `used_at` IS NULL AND `invalidated_at` IS NULL;--> statement-breakpoint
UPDATE `email_changes` SET `used_at` = `created_at` WHERE `used_at` IS NULL;
