<?php
/**
 * What the tests need from a kit WordPress (../shared/wordpress) beyond its content CLI, done with
 * WordPress's own functions. Prints JSON; on an error prints {"error": "..."} and exits 1.
 *
 *   php tools.php WP_DIR plugin-activate PLUGIN_FILE      e.g. wasla-companion/wasla-companion.php
 *   php tools.php WP_DIR plugin-deactivate PLUGIN_FILE
 *   php tools.php WP_DIR app-password LOGIN NAME [PASSWORD]
 *                                                         a new Application Password (shown once);
 *                                                         PASSWORD (24 letters and digits) instead
 *                                                         of WordPress's random one, so that a
 *                                                         server can be given it before it exists
 *   php tools.php WP_DIR user-description LOGIN TEXT      the user's Biographical Info (Users → Profile;
 *                                                         the kit's user-update has no option for it)
 *   php tools.php WP_DIR preview-token POST_ID SECONDS    the companion plugin's preview token for a
 *                                                         post, made so that it expires in SECONDS
 *   php tools.php WP_DIR post-meta POST_ID KEY VALUE [KEY VALUE ...]
 *                                                         sets custom fields of a post, as the
 *                                                         editor's Custom Fields panel does (one
 *                                                         process for them all)
 */
function out( array $data, int $code = 0 ): never {
	echo json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n";
	exit( $code );
}
[ , $wp_dir, $command ] = array_pad( $argv, 3, '' );
$args     = array_slice( $argv, 3 );
$wp_dir   = rtrim( $wp_dir, '/' );
$instance = json_decode( (string) @file_get_contents( "$wp_dir/instance.json" ), true );
if ( ! $instance ) {
	out( [ 'error' => "no WordPress installed by up.sh in '$wp_dir'" ], 1 );
}
$home                   = parse_url( $instance['home'] );
$_SERVER['HTTP_HOST']   = $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
$_SERVER['SERVER_NAME'] = $home['host'];
$_SERVER['SERVER_PORT'] = (string) ( $home['port'] ?? 80 );
$_SERVER['REQUEST_URI'] = '/wp-admin/plugins.php';
ini_set( 'display_errors', '0' );
require "$wp_dir/wordpress/wp-load.php";
require_once ABSPATH . 'wp-admin/includes/plugin.php';

switch ( $command ) {
	case 'plugin-activate':
		$result = activate_plugin( $args[0] ?? '' );
		if ( is_wp_error( $result ) ) {
			out( [ 'error' => $result->get_error_message() ], 1 );
		}
		out( [ 'plugin' => $args[0], 'active' => is_plugin_active( $args[0] ) ] );
	case 'plugin-deactivate':
		deactivate_plugins( $args[0] ?? '' );
		out( [ 'plugin' => $args[0], 'active' => is_plugin_active( $args[0] ) ] );
	case 'app-password':
		$user = get_user_by( 'login', $args[0] ?? '' );
		if ( ! $user ) {
			out( [ 'error' => 'no user ' . ( $args[0] ?? '' ) ], 1 );
		}
		if ( isset( $args[2] ) ) {
			if ( ! preg_match( '/^[a-z\d]{24}$/i', $args[2] ) ) {
				out( [ 'error' => 'an Application Password is 24 letters and digits' ], 1 );
			}
			// WordPress makes the password with wp_generate_password(), which this filter answers.
			add_filter( 'random_password', static fn() => $args[2] );
		}
		$created = WP_Application_Passwords::create_new_application_password( $user->ID, [ 'name' => $args[1] ?? 'tests' ] );
		if ( is_wp_error( $created ) ) {
			out( [ 'error' => $created->get_error_message() ], 1 );
		}
		out( [ 'login' => $user->user_login, 'password' => $created[0], 'uuid' => $created[1]['uuid'] ] );
	case 'user-description':
		$user = get_user_by( 'login', $args[0] ?? '' );
		if ( ! $user ) {
			out( [ 'error' => 'no user ' . ( $args[0] ?? '' ) ], 1 );
		}
		// As the profile screen saves it: wp_update_user runs the description through its filters.
		$result = wp_update_user( wp_slash( [ 'ID' => $user->ID, 'description' => $args[1] ?? '' ] ) );
		if ( is_wp_error( $result ) ) {
			out( [ 'error' => $result->get_error_message() ], 1 );
		}
		out( [ 'login' => $user->user_login, 'slug' => $user->user_nicename, 'description' => get_user_meta( $user->ID, 'description', true ) ] );
	case 'preview-token':
		if ( ! function_exists( 'wasla_companion_preview_token' ) ) {
			out( [ 'error' => 'the companion plugin is not active' ], 1 );
		}
		$post = get_post( (int) ( $args[0] ?? 0 ) );
		if ( ! $post ) {
			out( [ 'error' => 'no post ' . ( $args[0] ?? '' ) ], 1 );
		}
		// Signed as if made earlier, so that it has SECONDS left (negative: expired that long ago).
		$issued = time() - wasla_companion_preview_ttl() + (int) ( $args[1] ?? 600 );
		out( [ 'token' => wasla_companion_preview_token( $post->ID, $post->post_type, null, $issued ) ] );
	case 'post-meta':
		if ( ! get_post( (int) ( $args[0] ?? 0 ) ) ) {
			out( [ 'error' => 'no post ' . ( $args[0] ?? '' ) ], 1 );
		}
		$fields = [];
		foreach ( array_chunk( array_slice( $args, 1 ), 2 ) as [ $key, $value ] ) {
			update_post_meta( (int) $args[0], $key, wp_slash( $value ?? '' ) );
			$fields[ $key ] = get_post_meta( (int) $args[0], $key, true );
		}
		out( [ 'post' => (int) $args[0], 'fields' => $fields ] );
	default:
		out( [ 'error' => "unknown command '$command'" ], 2 );
}
