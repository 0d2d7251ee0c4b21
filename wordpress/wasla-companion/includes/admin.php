<?php
/**
 * Tools → Wasla site: whether the webhook and previews are configured (never the secrets), the
 * calls waiting to be sent, the last 50 calls, and a button that sends a test call.
 * For administrators only (manage_options); every value shown is escaped.
 */

defined( 'ABSPATH' ) || exit;

const WASLA_COMPANION_ADMIN_PAGE = 'wasla-companion';

add_action(
	'admin_menu',
	static function (): void {
		add_management_page(
			__( 'Wasla site', 'wasla-companion' ),
			__( 'Wasla site', 'wasla-companion' ),
			'manage_options',
			WASLA_COMPANION_ADMIN_PAGE,
			'wasla_companion_admin_page'
		);
	}
);

add_action(
	'admin_post_wasla_companion_test',
	static function (): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to do this.', 'wasla-companion' ), 403 );
		}
		check_admin_referer( 'wasla_companion_test' );
		$queued = wasla_companion_webhook_enabled();
		if ( $queued ) {
			wasla_companion_enqueue( [ [ 'kind' => 'test', 'action' => 'requested', 'user' => get_current_user_id() ] ] );
		}
		wp_safe_redirect( add_query_arg( [ 'page' => WASLA_COMPANION_ADMIN_PAGE, 'queued' => $queued ? '1' : '0' ], admin_url( 'tools.php' ) ) );
		exit;
	}
);

function wasla_companion_admin_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You are not allowed to see this page.', 'wasla-companion' ), 403 );
	}
	$log     = (array) get_option( WASLA_COMPANION_LOG_OPTION, [] );
	$pending = wasla_companion_jobs();
	$rows    = [
		__( 'Site', 'wasla-companion' )            => wasla_companion_site_url() ?: __( 'not set (WASLA_SITE_URL)', 'wasla-companion' ),
		__( 'Revalidation webhook', 'wasla-companion' ) => wasla_companion_webhook_enabled()
			? sprintf( __( 'on: POST %s', 'wasla-companion' ), wasla_companion_revalidate_url() )
			: __( 'off: set WASLA_SITE_URL and WASLA_REVALIDATE_SECRET in wp-config.php', 'wasla-companion' ),
		__( 'Previews', 'wasla-companion' )        => wasla_companion_preview_enabled()
			? sprintf( __( 'on: %1$s, tokens valid %2$d s', 'wasla-companion' ), wasla_companion_preview_url(), wasla_companion_preview_ttl() )
			: __( 'off: set WASLA_SITE_URL and WASLA_PREVIEW_SECRET in wp-config.php', 'wasla-companion' ),
		__( 'Waiting to be sent', 'wasla-companion' ) => (string) count( $pending ),
	];
	echo '<div class="wrap"><h1>' . esc_html__( 'Wasla site', 'wasla-companion' ) . '</h1>';
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses a notice.
	if ( isset( $_GET['queued'] ) ) {
		$sent = '1' === $_GET['queued']; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		printf(
			'<div class="notice %s"><p>%s</p></div>',
			esc_attr( $sent ? 'notice-success' : 'notice-error' ),
			esc_html( $sent ? __( 'A test call is on its way; reload this page to see it below.', 'wasla-companion' ) : __( 'The webhook is off: nothing was sent.', 'wasla-companion' ) )
		);
	}
	echo '<table class="form-table" role="presentation"><tbody>';
	foreach ( $rows as $label => $value ) {
		printf( '<tr><th scope="row">%s</th><td>%s</td></tr>', esc_html( $label ), esc_html( $value ) );
	}
	echo '</tbody></table>';
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="wasla_companion_test">';
	wp_nonce_field( 'wasla_companion_test' );
	submit_button( __( 'Send a test call', 'wasla-companion' ), 'secondary' );
	echo '</form>';

	echo '<h2>' . esc_html__( 'Last calls', 'wasla-companion' ) . '</h2>';
	if ( ! $log ) {
		echo '<p>' . esc_html__( 'No call yet.', 'wasla-companion' ) . '</p></div>';
		return;
	}
	echo '<table class="widefat striped"><thead><tr>';
	foreach ( [ __( 'Time (UTC)', 'wasla-companion' ), __( 'Answer', 'wasla-companion' ), __( 'Try', 'wasla-companion' ), __( 'Outcome', 'wasla-companion' ), __( 'Took', 'wasla-companion' ), __( 'What changed', 'wasla-companion' ) ] as $heading ) {
		echo '<th scope="col">' . esc_html( $heading ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	foreach ( $log as $entry ) {
		printf(
			'<tr><td>%s</td><td>%s</td><td>%d</td><td>%s</td><td>%s</td><td>%s</td></tr>',
			esc_html( (string) ( $entry['time'] ?? '' ) ),
			esc_html( (string) ( $entry['status'] ?? '' ) ),
			(int) ( $entry['attempt'] ?? 0 ),
			esc_html( (string) ( $entry['outcome'] ?? '' ) ),
			esc_html( sprintf( '%d ms', (int) ( $entry['ms'] ?? 0 ) ) ),
			esc_html( (string) ( $entry['what'] ?? '' ) )
		);
	}
	echo '</tbody></table></div>';
}
