CREATE INDEX `accounts_created_by_idx` ON `accounts` (`created_by_user_id`);--> statement-breakpoint
CREATE INDEX `calendar_feeds_user_idx` ON `calendar_feeds` (`user_id`);--> statement-breakpoint
CREATE INDEX `conversations_user_idx` ON `conversations` (`user_id`);--> statement-breakpoint
CREATE INDEX `documents_uploaded_by_idx` ON `documents` (`uploaded_by_user_id`);--> statement-breakpoint
CREATE INDEX `essay_comments_author_idx` ON `essay_comments` (`author_user_id`);--> statement-breakpoint
CREATE INDEX `essay_versions_saved_by_idx` ON `essay_versions` (`saved_by_user_id`);--> statement-breakpoint
CREATE INDEX `invitations_invited_by_idx` ON `invitations` (`invited_by_user_id`);--> statement-breakpoint
CREATE INDEX `notification_prefs_user_idx` ON `notification_prefs` (`user_id`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `recommendations_contact_idx` ON `recommendations` (`contact_id`);--> statement-breakpoint
CREATE INDEX `scholarships_essay_idx` ON `scholarships` (`essay_id`);--> statement-breakpoint
CREATE INDEX `sessions_current_account_idx` ON `sessions` (`current_account_id`);--> statement-breakpoint
CREATE INDEX `task_comments_user_idx` ON `task_comments` (`user_id`);--> statement-breakpoint
CREATE INDEX `tasks_created_by_idx` ON `tasks` (`created_by_user_id`) WHERE "tasks"."created_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX `tasks_completed_by_idx` ON `tasks` (`completed_by_user_id`) WHERE "tasks"."completed_by_user_id" is not null;