CREATE TABLE `blog_engagement` (
	`slug` text PRIMARY KEY NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`shares` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blog_engagement_daily` (
	`slug` text NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`shares` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`slug`, `day`)
);
--> statement-breakpoint
CREATE INDEX `blog_engagement_daily_day_idx` ON `blog_engagement_daily` (`day`);--> statement-breakpoint
CREATE TABLE `blog_likes` (
	`slug` text NOT NULL,
	`visitor` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`slug`, `visitor`)
);
--> statement-breakpoint
CREATE TABLE `blog_visitor_events` (
	`slug` text NOT NULL,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`visitor` text NOT NULL,
	PRIMARY KEY(`slug`, `day`, `kind`, `visitor`)
);
--> statement-breakpoint
CREATE INDEX `blog_visitor_events_day_idx` ON `blog_visitor_events` (`day`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`status` text NOT NULL,
	`source` text,
	`confirm_token_hash` text,
	`confirm_expires_at` integer,
	`last_mailed_at` integer,
	`consented_at` integer NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);