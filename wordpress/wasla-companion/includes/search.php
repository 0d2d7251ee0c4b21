<?php
/**
 * Arabic search that forgives spelling, as readers expect it.
 *
 * WordPress matches a search word letter for letter (LIKE), so «اعتماد» misses a post that
 * writes «إعتماد», «الحكوميه» misses «الحكومية», and a word written with tashkeel misses
 * everything. For a search with Arabic words, the same clause WordPress builds (every word in the
 * title, excerpt or content; a word starting with "-" excluded; password-protected posts left
 * out for visitors) compares both sides with these letters folded: alef with hamza or madda and
 * alef wasla to alef, waw and yeh with hamza to waw and yeh, alef maksura to yeh, teh marbuta to
 * heh, and no tashkeel or tatweel. Other searches stay WordPress's own. The site's built-in
 * content service folds the same way.
 */

defined( 'ABSPATH' ) || exit;

/** Each letter or mark on the left is read as the one on the right. */
function wasla_companion_arabic_folds(): array {
	$folds = [
		'أ' => 'ا',
		'إ' => 'ا',
		'آ' => 'ا',
		'ٱ' => 'ا',
		'ؤ' => 'و',
		'ئ' => 'ي',
		'ى' => 'ي',
		'ة' => 'ه',
		'ـ' => '',
	];
	// Tashkeel (fathatan … sukun) and the dagger alef.
	foreach ( [ ...range( 0x064B, 0x0652 ), 0x0670 ] as $mark ) {
		$folds[ mb_chr( $mark, 'UTF-8' ) ] = '';
	}
	return $folds;
}

/** A search word with the folds applied. */
function wasla_companion_fold_arabic( string $text ): string {
	return strtr( $text, wasla_companion_arabic_folds() );
}

/** SQL for a column with the folds applied (the folds are constants: nothing here comes from a visitor). */
function wasla_companion_folded_column( string $column ): string {
	$sql = $column;
	foreach ( wasla_companion_arabic_folds() as $from => $to ) {
		$sql = "REPLACE($sql, '$from', '$to')";
	}
	return $sql;
}

add_filter(
	'posts_search',
	static function ( string $search, WP_Query $query ): string {
		global $wpdb;
		$terms = (array) $query->get( 'search_terms' );
		if ( '' === $search || ! preg_grep( '/\p{Arabic}/u', $terms ) || ! empty( $query->allow_query_attachment_by_filename ) ) {
			return $search;
		}
		$defaults = [ 'post_title', 'post_excerpt', 'post_content' ];
		$columns  = array_intersect( (array) ( $query->get( 'search_columns' ) ?: $defaults ), $defaults ) ?: $defaults;
		$exact    = ! empty( $query->get( 'exact' ) );
		$prefix   = apply_filters( 'wp_query_search_exclusion_prefix', '-' );
		$clauses  = [];
		foreach ( $terms as $term ) {
			$exclude = $prefix && str_starts_with( $term, $prefix );
			$term    = $exclude ? substr( $term, strlen( $prefix ) ) : $term;
			$wild    = $exact ? '' : '%';
			$like    = $wild . $wpdb->esc_like( wasla_companion_fold_arabic( $term ) ) . $wild;
			$parts   = [];
			foreach ( $columns as $column ) {
				$parts[] = $wpdb->prepare(
					'(' . wasla_companion_folded_column( "{$wpdb->posts}.$column" ) . ( $exclude ? ' NOT LIKE' : ' LIKE' ) . ' %s)',
					$like
				);
			}
			$clauses[] = '(' . implode( $exclude ? ' AND ' : ' OR ', $parts ) . ')';
		}
		$search = ' AND (' . implode( ' AND ', $clauses ) . ') ';
		if ( ! is_user_logged_in() ) {
			$search .= " AND ({$wpdb->posts}.post_password = '') ";
		}
		return $search;
	},
	10,
	2
);
