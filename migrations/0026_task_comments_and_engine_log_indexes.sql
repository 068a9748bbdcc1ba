CREATE INDEX `plan_engine_changes_task_idx` ON `plan_engine_changes` (`task_id`);--> statement-breakpoint
CREATE INDEX `task_comments_account_idx` ON `task_comments` (`account_id`,`created_at`);