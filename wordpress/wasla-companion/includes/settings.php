<?php
/**
 * Configuration, read from constants (wp-config.php) only: secrets never live in the database.
 */

defined( 'ABSPATH' ) || exit;

/** A constant's value as a trimmed string, or '' when it is not defined. */
function wasla_companion_constant( string $name ): string {
	return defined( $name ) ? trim( (string) constant( $name ) ) : '';
}

/** The public site's base URL, without a trailing slash (WASLA_SITE_URL). */
function wasla_companion_site_url(): string {
	return untrailingslashit( wasla_companion_constant( 'WASLA_SITE_URL' ) );
}

/** Where the webhook goes: WASLA_REVALIDATE_URL, else WASLA_SITE_URL + /api/revalidate. */
function wasla_companion_revalidate_url(): string {
	$url = wasla_companion_constant( 'WASLA_REVALIDATE_URL' );
	if ( '' !== $url ) {
		return $url;
	}
	$site = wasla_companion_site_url();
	return '' !== $site ? $site . '/api/revalidate' : '';
}

/** The webhook runs when it has somewhere to go and a secret to send. */
function wasla_companion_webhook_enabled(): bool {
	return '' !== wasla_companion_revalidate_url() && '' !== wasla_companion_constant( 'WASLA_REVALIDATE_SECRET' );
}

/** Where previews open: WASLA_PREVIEW_URL, else WASLA_SITE_URL + /preview. */
function wasla_companion_preview_url(): string {
	$url = wasla_companion_constant( 'WASLA_PREVIEW_URL' );
	if ( '' !== $url ) {
		return $url;
	}
	$site = wasla_companion_site_url();
	return '' !== $site ? $site . '/preview' : '';
}

/** Previews open on the site when it has a preview address and a secret to sign with. */
function wasla_companion_preview_enabled(): bool {
	return '' !== wasla_companion_preview_url() && '' !== wasla_companion_constant( 'WASLA_PREVIEW_SECRET' );
}

/** How long a preview token is valid, in seconds (WASLA_PREVIEW_TTL, 60–3600, default 600). */
function wasla_companion_preview_ttl(): int {
	$ttl = (int) wasla_companion_constant( 'WASLA_PREVIEW_TTL' );
	return $ttl > 0 ? max( 60, min( 3600, $ttl ) ) : 600;
}
