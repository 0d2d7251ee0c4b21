<?php
/**
 * A success story's case study: structured fields of the post (post meta), which the site shows
 * as figures on its service, area, home and government pages. Each field is a custom field the
 * editor's "Custom Fields" panel edits (and the REST API, for a sidebar), in English and, with
 * the suffix `_ar`, in Arabic:
 *
 *   wasla_case_title     the card's title (optional; the post's title otherwise)
 *   wasla_case_country   the client's home country (optional)
 *   wasla_case_sector, wasla_case_buyer, wasla_case_scope
 *   wasla_case_outcomes  one figure per line: "SAR 24M | contract value"
 *
 * A story without sector, buyer, scope and one outcome has no case study (`caseStudy` is null).
 * GraphQL: `Post.caseStudy: WaslaCaseStudy` with `arabic: WaslaCaseStudy` for the Arabic words.
 */

defined( 'ABSPATH' ) || exit;

const WASLA_COMPANION_CASE_FIELDS = [ 'title', 'country', 'sector', 'buyer', 'scope', 'outcomes' ];
/** Meta key suffix => language of the words. */
const WASLA_COMPANION_CASE_LANGUAGES = [ '' => 'English', '_ar' => 'Arabic' ];

function wasla_companion_case_key( string $field, string $suffix ): string {
	return "wasla_case_{$field}{$suffix}";
}

add_action(
	'init',
	static function (): void {
		foreach ( WASLA_COMPANION_CASE_LANGUAGES as $suffix => $language ) {
			foreach ( WASLA_COMPANION_CASE_FIELDS as $field ) {
				register_post_meta(
					'post',
					wasla_companion_case_key( $field, $suffix ),
					[
						'type'              => 'string',
						'single'            => true,
						'show_in_rest'      => true,
						'default'           => '',
						/* translators: 1: a case study field, 2: a language */
						'description'       => sprintf( __( 'Case study %1$s (%2$s)', 'wasla-companion' ), $field, $language ),
						'sanitize_callback' => 'outcomes' === $field ? 'sanitize_textarea_field' : 'sanitize_text_field',
						'auth_callback'     => static fn( $allowed, $key, $post_id ) => current_user_can( 'edit_post', $post_id ),
					]
				);
			}
		}
	}
);

/** "SAR 24M | contract value" lines as [value, label] pairs; lines without both parts are left out. */
function wasla_companion_case_outcomes( string $lines ): array {
	$outcomes = [];
	foreach ( preg_split( '/\R/u', $lines ) as $line ) {
		$parts = array_map( 'trim', explode( '|', $line, 2 ) );
		if ( 2 === count( $parts ) && '' !== $parts[0] && '' !== $parts[1] ) {
			$outcomes[] = [ 'value' => $parts[0], 'label' => $parts[1] ];
		}
	}
	return $outcomes;
}

/** The case study's words in one language, or null when sector, buyer, scope or outcomes are missing. */
function wasla_companion_case_words( int $post_id, string $suffix ): ?array {
	$value = static fn( string $field ) => trim( (string) get_post_meta( $post_id, wasla_companion_case_key( $field, $suffix ), true ) );
	$words = [
		'title'    => $value( 'title' ) ?: null,
		'country'  => $value( 'country' ) ?: null,
		'sector'   => $value( 'sector' ),
		'buyer'    => $value( 'buyer' ),
		'scope'    => $value( 'scope' ),
		'outcomes' => wasla_companion_case_outcomes( $value( 'outcomes' ) ),
		'arabic'   => null,
	];
	return '' === $words['sector'] || '' === $words['buyer'] || '' === $words['scope'] || ! $words['outcomes'] ? null : $words;
}

function wasla_companion_case_study( int $post_id ): ?array {
	$study = wasla_companion_case_words( $post_id, '' );
	if ( $study ) {
		$study['arabic'] = wasla_companion_case_words( $post_id, '_ar' );
	}
	return $study;
}

add_action(
	'graphql_register_types',
	static function (): void {
		register_graphql_object_type(
			'WaslaCaseStudyOutcome',
			[
				'description' => __( 'One figure of a case study, e.g. "SAR 24M" "contract value" (Wasla Companion).', 'wasla-companion' ),
				'fields'      => [
					'value' => [ 'type' => [ 'non_null' => 'String' ] ],
					'label' => [ 'type' => [ 'non_null' => 'String' ] ],
				],
			]
		);
		register_graphql_object_type(
			'WaslaCaseStudy',
			[
				'description' => __( 'A success story told as figures (Wasla Companion).', 'wasla-companion' ),
				'fields'      => [
					'title'    => [ 'type' => 'String' ],
					'country'  => [ 'type' => 'String' ],
					'sector'   => [ 'type' => [ 'non_null' => 'String' ] ],
					'buyer'    => [ 'type' => [ 'non_null' => 'String' ] ],
					'scope'    => [ 'type' => [ 'non_null' => 'String' ] ],
					'outcomes' => [ 'type' => [ 'non_null' => [ 'list_of' => [ 'non_null' => 'WaslaCaseStudyOutcome' ] ] ] ],
					'arabic'   => [ 'type' => 'WaslaCaseStudy' ],
				],
			]
		);
		register_graphql_field(
			'Post',
			'caseStudy',
			[
				'type'        => 'WaslaCaseStudy',
				'description' => __( 'The story\'s case study fields, or null when it has none (Wasla Companion).', 'wasla-companion' ),
				'resolve'     => static fn( $post ) => wasla_companion_case_study( (int) $post->databaseId ),
			]
		);
	}
);

// A case study field changed on a published post (the editor saves it with the post, which the
// webhook already announces; a change made elsewhere, e.g. by WP-CLI, is announced here).
foreach ( [ 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ] as $wasla_hook ) {
	add_action(
		$wasla_hook,
		static function ( $meta_id, int $post_id, string $key ): void {
			if ( ! str_starts_with( $key, 'wasla_case_' ) ) {
				return;
			}
			$post = get_post( $post_id );
			if ( $post && 'publish' === $post->post_status && wasla_companion_tracks_post( $post ) ) {
				wasla_companion_note_change(
					[
						'kind'   => 'post',
						'action' => 'updated',
						'id'     => $post->ID,
						'type'   => $post->post_type,
						'slug'   => wasla_companion_slug( $post ),
						'status' => $post->post_status,
					]
				);
			}
		},
		10,
		3
	);
}
