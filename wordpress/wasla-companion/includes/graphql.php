<?php
/**
 * What the site needs from WPGraphQL that it does not expose by itself.
 *
 * - `language` and `textDirection` on every post: the language an editor chose in the post's
 *   "Languages" box, else the one its text is written in (Arabic script → "ar"), else the site's.
 * - Password-protected posts: WPGraphQL hides every field of such a post from visitors except a
 *   few, and answers `isSticky` (non-null) with an error, which fails a whole list. WordPress
 *   itself lists protected posts with their title, date, author and categories and hides only
 *   their text, so the same list fields are opened for *published* protected posts; content and
 *   excerpt stay hidden (`hasPassword` tells the site to show a notice instead). Drafts,
 *   private and scheduled posts stay hidden as WPGraphQL hides them.
 */

defined( 'ABSPATH' ) || exit;

const WASLA_COMPANION_LANGUAGE_TAXONOMY = 'wasla_language';

/** The languages editors choose from: BCP 47 code => name and direction. */
function wasla_companion_languages(): array {
	return [
		'en' => [ 'name' => 'English', 'direction' => 'ltr' ],
		'ar' => [ 'name' => 'Arabic', 'direction' => 'rtl' ],
	];
}

function wasla_companion_register_language_taxonomy(): void {
	register_taxonomy(
		WASLA_COMPANION_LANGUAGE_TAXONOMY,
		[ 'post', 'page' ],
		[
			'labels'            => [
				'name'          => __( 'Languages', 'wasla-companion' ),
				'singular_name' => __( 'Language', 'wasla-companion' ),
			],
			'description'       => __( 'The language a post is written in (the site lays Arabic out right to left).', 'wasla-companion' ),
			// Checkboxes in the editor, and no public archive pages of their own.
			'hierarchical'      => true,
			'public'            => false,
			'show_ui'           => true,
			'show_in_rest'      => true,
			'show_admin_column' => true,
			'rewrite'           => false,
			'capabilities'      => [
				'manage_terms' => 'manage_categories',
				'edit_terms'   => 'manage_categories',
				'delete_terms' => 'manage_categories',
				'assign_terms' => 'edit_posts',
			],
		]
	);
}
add_action( 'init', 'wasla_companion_register_language_taxonomy' );

/** The language of a post: the editor's choice, else its script, else the site's language. */
function wasla_companion_post_language( int $post_id ): string {
	$chosen = get_the_terms( $post_id, WASLA_COMPANION_LANGUAGE_TAXONOMY );
	if ( is_array( $chosen ) && $chosen ) {
		return sanitize_key( $chosen[0]->slug );
	}
	$post = get_post( $post_id );
	if ( $post ) {
		$text   = wp_strip_all_tags( $post->post_title . ' ' . $post->post_excerpt . ' ' . strip_shortcodes( $post->post_content ) );
		$arabic = preg_match_all( '/\p{Arabic}/u', $text );
		$latin  = preg_match_all( '/\p{Latin}/u', $text );
		if ( $arabic > $latin ) {
			return 'ar';
		}
	}
	return strtolower( strtok( get_locale(), '_' ) ) ?: 'en';
}

function wasla_companion_text_direction( string $language ): string {
	return wasla_companion_languages()[ $language ]['direction']
		?? ( in_array( $language, [ 'ar', 'fa', 'he', 'ur', 'ps', 'ckb', 'yi' ], true ) ? 'rtl' : 'ltr' );
}

add_action(
	'graphql_register_types',
	static function (): void {
		register_graphql_field(
			'Post',
			'language',
			[
				'type'        => [ 'non_null' => 'String' ],
				'description' => __( 'The language the post is written in, as a BCP 47 code such as "en" or "ar" (Wasla Companion).', 'wasla-companion' ),
				'resolve'     => static fn( $post ) => wasla_companion_post_language( (int) $post->databaseId ),
			]
		);
		register_graphql_field(
			'Post',
			'textDirection',
			[
				'type'        => [ 'non_null' => 'String' ],
				'description' => __( 'The direction of the post\'s language: "rtl" or "ltr" (Wasla Companion).', 'wasla-companion' ),
				'resolve'     => static fn( $post ) => wasla_companion_text_direction( wasla_companion_post_language( (int) $post->databaseId ) ),
			]
		);
	}
);

/** The fields a list needs, opened for published password-protected posts (never content or excerpt). */
const WASLA_COMPANION_PROTECTED_LIST_FIELDS = [
	'ID',
	'isSticky',
	'date',
	'dateGmt',
	'modified',
	'modifiedGmt',
	'title',
	'authorId',
	'authorDatabaseId',
	'featuredImageId',
	'featuredImageDatabaseId',
	'commentCount',
	'commentStatus',
];

add_filter(
	'graphql_allowed_fields_on_restricted_type',
	static function ( $allowed, $model_name, $data ) {
		if ( 'PostObject' === $model_name && $data instanceof WP_Post && 'publish' === $data->post_status && '' !== $data->post_password ) {
			return array_values( array_unique( array_merge( (array) $allowed, WASLA_COMPANION_PROTECTED_LIST_FIELDS ) ) );
		}
		return $allowed;
	},
	10,
	3
);
