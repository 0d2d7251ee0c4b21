<?php
/**
 * Previews on the site. WordPress's Preview button (the block editor's, the classic editor's and
 * the posts list's) opens a WordPress address marked as a preview (`?preview=true`, with
 * `preview_id` and `preview_nonce` for unsaved changes of a published post). For an editor who
 * may edit that post, this sends the browser on to the site's preview address with a token made
 * at that moment: a JWT (HS256, signed with WASLA_PREVIEW_SECRET) naming the post, the autosave
 * holding the unsaved changes if any, an expiry and a random id. See README.md for its format.
 */

defined( 'ABSPATH' ) || exit;

function wasla_companion_base64url( string $bytes ): string {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' );
}

/**
 * A preview token for a post (and the autosave revision with its unsaved changes, if any).
 *
 * @param int      $post_id  The post being previewed.
 * @param string   $type     Its post type.
 * @param int|null $revision The autosave revision to show instead of the saved post.
 * @param int|null $now      The time to sign at (tests).
 */
function wasla_companion_preview_token( int $post_id, string $type, ?int $revision = null, ?int $now = null ): string {
	$now    = $now ?? time();
	$claims = [
		'iss'  => home_url(),
		'aud'  => wasla_companion_site_url(),
		'post' => $post_id,
		'type' => $type,
	];
	if ( $revision ) {
		$claims['revision'] = $revision;
	}
	$claims += [
		'iat' => $now,
		'exp' => $now + wasla_companion_preview_ttl(),
		'jti' => bin2hex( random_bytes( 16 ) ),
	];
	$header  = wasla_companion_base64url( wp_json_encode( [ 'alg' => 'HS256', 'typ' => 'JWT' ] ) );
	$payload = wasla_companion_base64url( wp_json_encode( $claims, JSON_UNESCAPED_SLASHES ) );
	$signature = hash_hmac( 'sha256', "$header.$payload", wasla_companion_constant( 'WASLA_PREVIEW_SECRET' ), true );
	return "$header.$payload." . wasla_companion_base64url( $signature );
}

/** The post a preview request is for: the queried post, else the `preview_id`/`p`/`page_id` asked for. */
function wasla_companion_previewed_post(): ?WP_Post {
	$queried = get_queried_object();
	if ( $queried instanceof WP_Post ) {
		return $queried;
	}
	foreach ( [ 'preview_id', 'p', 'page_id' ] as $key ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- an id to look up, checked below.
		$id = isset( $_GET[ $key ] ) ? absint( $_GET[ $key ] ) : 0;
		if ( $id ) {
			return get_post( $id );
		}
	}
	return null;
}

add_action(
	'template_redirect',
	static function (): void {
		if ( ! is_preview() || ! wasla_companion_preview_enabled() ) {
			return;
		}
		$post = wasla_companion_previewed_post();
		if ( ! $post || ! current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		$revision = null;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- WordPress checked preview_nonce (_show_post_preview).
		if ( isset( $_GET['preview_id'] ) ) {
			$autosave = wp_get_post_autosave( $post->ID, get_current_user_id() );
			$revision = $autosave ? $autosave->ID : null;
		}
		$token = wasla_companion_preview_token( $post->ID, $post->post_type, $revision );
		nocache_headers();
		header( 'Referrer-Policy: no-referrer' );
		$target = add_query_arg(
			[
				'post'  => $post->ID,
				'token' => rawurlencode( $token ),
			],
			wasla_companion_preview_url()
		);
		wp_redirect( $target, 302, 'Wasla Companion' );
		exit;
	},
	1
);
