<?php
/**
 * The revalidation webhook: when published content changes, the site is told at once.
 *
 * Changes made during one request (or CLI run) are collected and, at its end, queued as one job.
 * A job is sent by a runner that works outside the editor's request: a non-blocking request to
 * this site's REST route starts it (as WordPress starts WP-Cron), and a WP-Cron event is the
 * fallback (hosts that block loopback requests, or run cron from the system). A failed call is
 * tried again after 5 s, 30 s, 2 min, 10 min and 1 h; the runner waits out short delays itself
 * and leaves longer ones to WP-Cron. The last 50 calls are logged for the Tools page.
 */

defined( 'ABSPATH' ) || exit;

const WASLA_COMPANION_JOB_PREFIX = 'wasla_companion_job_';
const WASLA_COMPANION_LOG_OPTION = 'wasla_companion_log';
const WASLA_COMPANION_LOCK_OPTION = 'wasla_companion_lock';
const WASLA_COMPANION_CRON_HOOK  = 'wasla_companion_run_queue';
/** Seconds before the 2nd, 3rd, ... try; after the last, the job is dropped (and logged). */
const WASLA_COMPANION_BACKOFF = [ 5, 30, 120, 600, 3600 ];
const WASLA_COMPANION_LOG_SIZE = 50;
/** At most this many changes go in one call (a bulk edit can change hundreds). */
const WASLA_COMPANION_MAX_CHANGES = 50;

/** Changes seen in this request, keyed so a change noted twice is sent once. */
$GLOBALS['wasla_companion_changes'] = [];

function wasla_companion_note_change( array $change ): void {
	$GLOBALS['wasla_companion_changes'][ md5( wp_json_encode( $change ) ) ] = $change;
}

/** Content the site shows: public post types, never revisions, autosaves or menu items. */
function wasla_companion_tracks_post( WP_Post $post ): bool {
	if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return false;
	}
	$type = get_post_type_object( $post->post_type );
	return $type && $type->public && 'attachment' !== $post->post_type;
}

function wasla_companion_slug( WP_Post $post ): string {
	// Trashing appends __trashed to the slug; the site knew the post by the original one.
	return preg_replace( '/__trashed(-\d+)?$/', '', urldecode( $post->post_name ) );
}

// Publish, update, unpublish (to draft, pending, private or scheduled) and trash: the site shows
// published posts only, so a change that neither starts nor ends published is not sent.
add_action(
	'transition_post_status',
	static function ( string $new_status, string $old_status, WP_Post $post ): void {
		if ( ! wasla_companion_tracks_post( $post ) || ( 'publish' !== $new_status && 'publish' !== $old_status ) ) {
			return;
		}
		if ( 'publish' === $new_status ) {
			$action = 'publish' === $old_status ? 'updated' : 'published';
		} else {
			$action = 'trash' === $new_status ? 'trashed' : 'unpublished';
		}
		wasla_companion_note_change(
			[
				'kind'           => 'post',
				'action'         => $action,
				'id'             => $post->ID,
				'type'           => $post->post_type,
				'slug'           => wasla_companion_slug( $post ),
				'status'         => $new_status,
				'previousStatus' => $old_status,
			]
		);
	},
	10,
	3
);

// Deleted for good while published (a post deleted from the trash was announced when trashed).
add_action(
	'before_delete_post',
	static function ( int $post_id, ?WP_Post $post = null ): void {
		$post = $post ?? get_post( $post_id );
		if ( $post && 'publish' === $post->post_status && wasla_companion_tracks_post( $post ) ) {
			wasla_companion_note_change(
				[
					'kind'   => 'post',
					'action' => 'deleted',
					'id'     => $post->ID,
					'type'   => $post->post_type,
					'slug'   => wasla_companion_slug( $post ),
					'status' => 'deleted',
				]
			);
		}
	},
	10,
	2
);

// Sticky (pinned) posts live in an option, changed without a status change.
add_action(
	'update_option_sticky_posts',
	static function (): void {
		wasla_companion_note_change( [ 'kind' => 'option', 'action' => 'updated', 'name' => 'sticky_posts' ] );
	}
);

// Media: a changed alt text or caption shows in every post using the image.
foreach ( [ 'edit_attachment' => 'updated', 'delete_attachment' => 'deleted' ] as $wasla_hook => $wasla_action ) {
	add_action(
		$wasla_hook,
		static function ( int $id ) use ( $wasla_action ): void {
			wasla_companion_note_change( [ 'kind' => 'media', 'action' => $wasla_action, 'id' => $id ] );
		}
	);
}

/** Terms of public taxonomies (categories, tags, languages): created, renamed, moved, deleted. */
function wasla_companion_tracks_taxonomy( string $taxonomy ): bool {
	$object = get_taxonomy( $taxonomy );
	return $object && $object->public && 'nav_menu' !== $taxonomy;
}

// The slug before an edit, to tell the site the old address too when a slug changes.
add_action(
	'edit_terms',
	static function ( int $term_id, string $taxonomy ): void {
		$term = get_term( $term_id, $taxonomy );
		if ( $term instanceof WP_Term ) {
			$GLOBALS['wasla_companion_term_slugs'][ $term_id ] = urldecode( $term->slug );
		}
	},
	10,
	2
);
foreach ( [ 'created_term' => 'created', 'edited_term' => 'updated', 'delete_term' => 'deleted' ] as $wasla_hook => $wasla_action ) {
	add_action(
		$wasla_hook,
		static function ( int $term_id, int $tt_id, string $taxonomy, $deleted = null ) use ( $wasla_action ): void {
			if ( ! wasla_companion_tracks_taxonomy( $taxonomy ) ) {
				return;
			}
			$term   = $deleted instanceof WP_Term ? $deleted : get_term( $term_id, $taxonomy );
			$slug   = $term instanceof WP_Term ? urldecode( $term->slug ) : null;
			$change = [
				'kind'     => 'term',
				'action'   => $wasla_action,
				'taxonomy' => $taxonomy,
				'id'       => $term_id,
				'slug'     => $slug,
			];
			$before = $GLOBALS['wasla_companion_term_slugs'][ $term_id ] ?? null;
			if ( null !== $before && $before !== $slug ) {
				$change['previousSlug'] = $before;
			}
			wasla_companion_note_change( $change );
		},
		10,
		4
	);
}
unset( $wasla_hook, $wasla_action );

// At the end of the request: one job for everything that changed.
add_action(
	'shutdown',
	static function (): void {
		$changes = array_values( $GLOBALS['wasla_companion_changes'] );
		$GLOBALS['wasla_companion_changes'] = [];
		if ( $changes && wasla_companion_webhook_enabled() ) {
			wasla_companion_enqueue( $changes );
		}
	}
);

/** Queues a call naming `changes` and starts the runner without waiting for it. */
function wasla_companion_enqueue( array $changes ): void {
	$id  = wp_generate_uuid4();
	$job = [
		'id'        => $id,
		'created'   => time(),
		'changes'   => array_slice( $changes, 0, WASLA_COMPANION_MAX_CHANGES ),
		'truncated' => count( $changes ) > WASLA_COMPANION_MAX_CHANGES ? count( $changes ) : 0,
		'attempts'  => 0,
		'next'      => time(),
	];
	add_option( WASLA_COMPANION_JOB_PREFIX . $id, $job, '', false );
	wasla_companion_schedule( time() );
	wasla_companion_spawn_runner();
}

/** The WP-Cron fallback: run the queue at `$timestamp` (if cron runs at all on this host). */
function wasla_companion_schedule( int $timestamp ): void {
	$next = wp_next_scheduled( WASLA_COMPANION_CRON_HOOK );
	if ( false === $next || $next > $timestamp ) {
		wp_schedule_single_event( $timestamp, WASLA_COMPANION_CRON_HOOK );
	}
}
add_action( WASLA_COMPANION_CRON_HOOK, static fn() => wasla_companion_run_queue( 50 ) );

/** A key only this install can make, so nobody else can make the runner work. */
function wasla_companion_runner_key(): string {
	return hash_hmac( 'sha256', 'wasla-companion-runner', wp_salt( 'nonce' ) );
}

/** Starts the runner in a request of its own and returns at once (as spawn_cron() does). */
function wasla_companion_spawn_runner(): void {
	wp_remote_post(
		rest_url( 'wasla-companion/v1/run' ),
		[
			'blocking'  => false,
			'timeout'   => 0.01,
			'body'      => [ 'key' => wasla_companion_runner_key() ],
			/** This filter is documented in wp-includes/class-wp-http-streams.php */
			'sslverify' => apply_filters( 'https_local_ssl_verify', false ),
		]
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'wasla-companion/v1',
			'/run',
			[
				'methods'             => 'POST',
				'permission_callback' => static fn( WP_REST_Request $request ) => hash_equals( wasla_companion_runner_key(), (string) $request->get_param( 'key' ) ),
				'callback'            => static function () {
					// The caller hung up on purpose; the work goes on.
					ignore_user_abort( true );
					if ( function_exists( 'set_time_limit' ) ) {
						set_time_limit( 120 );
					}
					wasla_companion_run_queue( 60 );
					return [ 'done' => true ];
				},
			]
		);
	}
);

/** The queued jobs, read from the database (not the options cache: other requests add them). */
function wasla_companion_jobs(): array {
	global $wpdb;
	$rows = $wpdb->get_results(
		$wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( WASLA_COMPANION_JOB_PREFIX ) . '%' )
	);
	$jobs = [];
	foreach ( $rows as $row ) {
		$job = maybe_unserialize( $row->option_value );
		if ( is_array( $job ) && isset( $job['id'], $job['next'] ) ) {
			$jobs[ $row->option_name ] = $job;
		}
	}
	uasort( $jobs, static fn( $a, $b ) => $a['next'] <=> $b['next'] );
	return $jobs;
}

/** One runner at a time: an atomic insert of the lock row (a stale lock is taken over). */
function wasla_companion_lock( int $seconds ): bool {
	global $wpdb;
	$until = (string) ( time() + $seconds );
	$taken = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", WASLA_COMPANION_LOCK_OPTION, $until ) );
	if ( 1 === $taken ) {
		return true;
	}
	return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND CAST(option_value AS UNSIGNED) < %d", $until, WASLA_COMPANION_LOCK_OPTION, time() ) );
}

function wasla_companion_unlock(): void {
	global $wpdb;
	$wpdb->delete( $wpdb->options, [ 'option_name' => WASLA_COMPANION_LOCK_OPTION ] );
}

/**
 * Sends every due job; then waits for the next retry when it is due within 30 s and the budget
 * allows, else leaves it to WP-Cron.
 */
function wasla_companion_run_queue( int $budget_seconds ): void {
	if ( ! wasla_companion_webhook_enabled() ) {
		return;
	}
	$deadline = time() + $budget_seconds;
	while ( wasla_companion_lock( $budget_seconds + 30 ) ) {
		try {
			while ( true ) {
				foreach ( wasla_companion_jobs() as $name => $job ) {
					if ( $job['next'] <= time() ) {
						wasla_companion_send( $name, $job );
					}
				}
				$pending = wasla_companion_jobs();
				if ( ! $pending ) {
					break;
				}
				$next = min( array_column( $pending, 'next' ) );
				if ( $next - time() > 30 || $next > $deadline ) {
					wasla_companion_schedule( $next );
					break;
				}
				sleep( max( 1, $next - time() ) );
			}
		} finally {
			wasla_companion_unlock();
		}
		// A job queued while the lock was being let go would wait for cron: look once more.
		$due = array_filter( wasla_companion_jobs(), static fn( $job ) => $job['next'] <= time() );
		if ( ! $due || time() >= $deadline ) {
			return;
		}
	}
}

/** What a call is about, for the log: "post 12 published (my-slug), term category 3 updated". */
function wasla_companion_describe( array $changes, int $truncated ): string {
	$parts = array_map(
		static function ( array $change ): string {
			$what = match ( $change['kind'] ) {
				'post'   => "{$change['type']} {$change['id']}",
				'term'   => "{$change['taxonomy']} {$change['id']}",
				'media'  => "media {$change['id']}",
				'option' => $change['name'],
				default  => (string) $change['kind'],
			};
			$slug = isset( $change['slug'] ) ? " ({$change['slug']})" : '';
			return "$what {$change['action']}$slug";
		},
		$changes
	);
	return implode( ', ', $parts ) . ( $truncated ? sprintf( ' … %d changes in all', $truncated ) : '' );
}

/** The JSON body of a call. */
function wasla_companion_payload( array $job ): array {
	$payload = [
		'source'  => 'wasla-companion',
		'version' => 1,
		'site'    => home_url(),
		'id'      => $job['id'],
		'attempt' => $job['attempts'] + 1,
		'sentAt'  => gmdate( 'Y-m-d\TH:i:s\Z' ),
		'changes' => $job['changes'],
	];
	if ( $job['truncated'] ) {
		$payload['truncated'] = $job['truncated'];
	}
	return $payload;
}

/** One call: a 2xx answer ends the job; a failure schedules the next try or, after the last, drops it. */
function wasla_companion_send( string $option, array $job ): void {
	$started  = microtime( true );
	$response = wp_remote_post(
		wasla_companion_revalidate_url(),
		[
			'headers'     => [
				'content-type'        => 'application/json',
				'x-revalidate-secret' => wasla_companion_constant( 'WASLA_REVALIDATE_SECRET' ),
			],
			'body'        => wp_json_encode( wasla_companion_payload( $job ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ),
			'timeout'     => 10,
			'redirection' => 0,
			'user-agent'  => 'WaslaCompanion/' . WASLA_COMPANION_VERSION . '; ' . home_url(),
		]
	);
	$code = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	$job['attempts']++;
	$ok = $code >= 200 && $code < 300;
	// Other 4xx answers (a wrong secret, a bad address) will not change by waiting.
	$permanent = $code >= 400 && $code < 500 && ! in_array( $code, [ 408, 425, 429 ], true );
	$last      = $job['attempts'] > count( WASLA_COMPANION_BACKOFF );
	if ( $ok || $permanent || $last ) {
		delete_option( $option );
	} else {
		$job['next'] = time() + WASLA_COMPANION_BACKOFF[ $job['attempts'] - 1 ];
		update_option( $option, $job, false );
	}
	wasla_companion_log(
		[
			'time'    => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'status'  => is_wp_error( $response ) ? $response->get_error_message() : (string) $code,
			'ok'      => $ok,
			'attempt' => $job['attempts'],
			'outcome' => $ok ? 'sent' : ( $permanent || $last ? 'dropped' : 'retry at ' . gmdate( 'H:i:s', $job['next'] ) . ' UTC' ),
			'ms'      => (int) round( ( microtime( true ) - $started ) * 1000 ),
			'what'    => wasla_companion_describe( $job['changes'], $job['truncated'] ),
		]
	);
}

/** Keeps the newest WASLA_COMPANION_LOG_SIZE calls. Only the runner writes (it holds the lock). */
function wasla_companion_log( array $entry ): void {
	wp_cache_delete( WASLA_COMPANION_LOG_OPTION, 'options' );
	$log = get_option( WASLA_COMPANION_LOG_OPTION, [] );
	array_unshift( $log, $entry );
	update_option( WASLA_COMPANION_LOG_OPTION, array_slice( $log, 0, WASLA_COMPANION_LOG_SIZE ), false );
}
