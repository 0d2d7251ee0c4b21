<?php
/**
 * The team the site shows on /our-team, kept in WordPress: the option `wasla_team`, the JSON of
 * the site's content/team.json ({"leadership": [...], "practice": [...]}, each member
 * {"role", "focus", "bio"}, optional "name", "photo", "ar" and "sample"). The site checks it
 * with the same rules as the file and shows the file's team while the option is unset or wrong.
 *
 * Edit it under Settings → Wasla team (or `wp option update wasla_team '<json>' --format=json`).
 * GraphQL: `waslaTeam: String` at the root, the JSON as text; null when unset.
 */

defined( 'ABSPATH' ) || exit;

const WASLA_COMPANION_TEAM_OPTION = 'wasla_team';

/** The option as JSON text, or null when unset or empty. */
function wasla_companion_team_json(): ?string {
	$value = get_option( WASLA_COMPANION_TEAM_OPTION, '' );
	if ( is_array( $value ) ) {
		return $value ? wp_json_encode( $value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : null;
	}
	$value = trim( (string) $value );
	return '' === $value ? null : $value;
}

add_action(
	'graphql_register_types',
	static function (): void {
		register_graphql_field(
			'RootQuery',
			'waslaTeam',
			[
				'type'        => 'String',
				'description' => __( 'The team shown on the site, as the JSON of content/team.json; null when unset (Wasla Companion).', 'wasla-companion' ),
				'resolve'     => static fn() => wasla_companion_team_json(),
			]
		);
	}
);

// The site shows the team: a change is announced like any other.
foreach ( [ 'add_option_' . WASLA_COMPANION_TEAM_OPTION, 'update_option_' . WASLA_COMPANION_TEAM_OPTION, 'delete_option_' . WASLA_COMPANION_TEAM_OPTION ] as $wasla_hook ) {
	add_action(
		$wasla_hook,
		static function (): void {
			wasla_companion_note_change( [ 'kind' => 'option', 'action' => 'updated', 'name' => WASLA_COMPANION_TEAM_OPTION ] );
		}
	);
}

add_action(
	'admin_init',
	static function (): void {
		register_setting(
			'wasla_team',
			WASLA_COMPANION_TEAM_OPTION,
			[
				'type'              => 'string',
				'sanitize_callback' => static function ( $value ) {
					$value = trim( (string) wp_unslash( $value ) );
					if ( '' !== $value && null === json_decode( $value ) ) {
						add_settings_error( WASLA_COMPANION_TEAM_OPTION, 'invalid-json', __( 'The team is not valid JSON; nothing was saved.', 'wasla-companion' ) );
						return get_option( WASLA_COMPANION_TEAM_OPTION, '' );
					}
					return $value;
				},
			]
		);
	}
);

add_action(
	'admin_menu',
	static function (): void {
		add_options_page(
			__( 'Wasla team', 'wasla-companion' ),
			__( 'Wasla team', 'wasla-companion' ),
			'manage_options',
			'wasla-team',
			static function (): void {
				?>
				<div class="wrap">
					<h1><?php esc_html_e( 'Wasla team', 'wasla-companion' ); ?></h1>
					<p><?php esc_html_e( 'The people on the site\'s Our team page, as JSON: {"leadership": [...], "practice": [...]}, each person {"role", "focus", "bio"} with "name", "photo" and "ar" (the Arabic words) if wanted. Leave it empty to show the site\'s own file.', 'wasla-companion' ); ?></p>
					<form method="post" action="options.php">
						<?php settings_fields( 'wasla_team' ); ?>
						<label for="wasla-team" class="screen-reader-text"><?php esc_html_e( 'Team (JSON)', 'wasla-companion' ); ?></label>
						<textarea id="wasla-team" name="<?php echo esc_attr( WASLA_COMPANION_TEAM_OPTION ); ?>" rows="24" class="large-text code"><?php echo esc_textarea( (string) wasla_companion_team_json() ); ?></textarea>
						<?php submit_button(); ?>
					</form>
				</div>
				<?php
			}
		);
	}
);
