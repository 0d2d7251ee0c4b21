<?php
/**
 * Uninstall: removes the plugin's options (queued calls, the log, the lock) and its scheduled
 * event. The language terms stay, as posts may still carry them, and so do the team (wasla_team)
 * and the company's facts (wasla_company), which are content.
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'wasla_companion_' ) . '%' ) );
wp_clear_scheduled_hook( 'wasla_companion_run_queue' );
