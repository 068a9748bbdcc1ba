ALTER TABLE `subscriptions` ADD `provider_event_at` integer;--> statement-breakpoint
CREATE INDEX `subscriptions_provider_subscription_idx` ON `subscriptions` (`provider_subscription_id`);