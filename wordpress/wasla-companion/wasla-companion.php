<?php
/**
 * Plugin Name:       Wasla Companion
 * Description:       Connects this WordPress to the Wasla website: refreshes the site when content changes (a signed revalidation webhook, retried, logged under Tools), opens editors' previews on the site with a short-lived signed token, and adds to WPGraphQL what the site needs (a post's language, the list fields of password-protected posts).
 * Version:           1.0.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Requires Plugins:  wp-graphql
 * Author:            Wasla
 * License:           GPL-2.0-or-later
 * Text Domain:       wasla-companion
 *
 * Configuration is by constants in wp-config.php (see README.md):
 *   WASLA_SITE_URL, WASLA_REVALIDATE_SECRET, WASLA_PREVIEW_SECRET
 *   optional: WASLA_REVALIDATE_URL, WASLA_PREVIEW_URL, WASLA_PREVIEW_TTL
 */

defined( 'ABSPATH' ) || exit;

const WASLA_COMPANION_VERSION = '1.0.0';

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/webhook.php';
require_once __DIR__ . '/includes/preview.php';
require_once __DIR__ . '/includes/graphql.php';
require_once __DIR__ . '/includes/search.php';
require_once __DIR__ . '/includes/case-study.php';
require_once __DIR__ . '/includes/team.php';
require_once __DIR__ . '/includes/company.php';
require_once __DIR__ . '/includes/admin.php';

register_activation_hook( __FILE__, 'wasla_companion_activate' );
register_deactivation_hook( __FILE__, 'wasla_companion_deactivate' );

/** Creates the language terms editors choose from. */
function wasla_companion_activate(): void {
	wasla_companion_register_language_taxonomy();
	foreach ( wasla_companion_languages() as $code => $language ) {
		if ( ! term_exists( $code, WASLA_COMPANION_LANGUAGE_TAXONOMY ) ) {
			wp_insert_term( $language['name'], WASLA_COMPANION_LANGUAGE_TAXONOMY, [ 'slug' => $code ] );
		}
	}
}

/** Stops scheduled work; queued webhooks and the log stay until uninstall. */
function wasla_companion_deactivate(): void {
	wp_clear_scheduled_hook( WASLA_COMPANION_CRON_HOOK );
}
