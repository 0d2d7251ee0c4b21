<?php
/**
 * The company's facts the site shows (the footer, /contact-us, /media, the figures, structured
 * data), kept in WordPress: the option `wasla_company`, the JSON of the site's content/company.json
 * ({"phone", "email", "address", "hours", "press", "social", "figures", "clientCountries"}). The
 * site checks it with the same rules as the file and keeps the file's facts while the option is
 * unset or wrong.
 *
 * Edit it under Settings → Wasla company (or `wp option update wasla_company '<json>'`).
 * GraphQL: `waslaCompany: String` at the root, the JSON as text; null when unset.
 */

defined( 'ABSPATH' ) || exit;

const WASLA_COMPANION_COMPANY_OPTION = 'wasla_company';

/** The parts content/company.json must have; the site checks each part's fields. */
const WASLA_COMPANION_COMPANY_PARTS = [ 'phone', 'email', 'address', 'hours', 'press', 'figures', 'clientCountries' ];

/** The option as JSON text, or null when unset or empty. */
function wasla_companion_company_json(): ?string {
	$value = get_option( WASLA_COMPANION_COMPANY_OPTION, '' );
	if ( is_array( $value ) ) {
		return $value ? wp_json_encode( $value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : null;
	}
	$value = trim( (string) $value );
	return '' === $value ? null : $value;
}

/** Why the text cannot be the company's facts, or null when it can (empty: the site's file). */
function wasla_companion_company_problem( string $value ): ?string {
	if ( '' === $value ) {
		return null;
	}
	$facts = json_decode( $value, true );
	if ( ! is_array( $facts ) || array_is_list( $facts ) ) {
		return __( 'The company\'s facts are not a JSON object; nothing was saved.', 'wasla-companion' );
	}
	$missing = array_values( array_diff( WASLA_COMPANION_COMPANY_PARTS, array_keys( $facts ) ) );
	if ( $missing ) {
		/* translators: %s: the missing parts, e.g. "phone, hours" */
		return sprintf( __( 'The company\'s facts lack %s; nothing was saved.', 'wasla-companion' ), implode( ', ', $missing ) );
	}
	return null;
}

add_action(
	'graphql_register_types',
	static function (): void {
		register_graphql_field(
			'RootQuery',
			'waslaCompany',
			[
				'type'        => 'String',
				'description' => __( 'The company\'s facts shown on the site, as the JSON of content/company.json; null when unset (Wasla Companion).', 'wasla-companion' ),
				'resolve'     => static fn() => wasla_companion_company_json(),
			]
		);
	}
);

// The site shows the facts on every page: a change is announced like any other.
foreach ( [ 'add_option_' . WASLA_COMPANION_COMPANY_OPTION, 'update_option_' . WASLA_COMPANION_COMPANY_OPTION, 'delete_option_' . WASLA_COMPANION_COMPANY_OPTION ] as $wasla_hook ) {
	add_action(
		$wasla_hook,
		static function (): void {
			wasla_companion_note_change( [ 'kind' => 'option', 'action' => 'updated', 'name' => WASLA_COMPANION_COMPANY_OPTION ] );
		}
	);
}

add_action(
	'admin_init',
	static function (): void {
		register_setting(
			'wasla_company',
			WASLA_COMPANION_COMPANY_OPTION,
			[
				'type'              => 'string',
				'sanitize_callback' => static function ( $value ) {
					$value   = trim( (string) wp_unslash( $value ) );
					$problem = wasla_companion_company_problem( $value );
					if ( null !== $problem ) {
						add_settings_error( WASLA_COMPANION_COMPANY_OPTION, 'invalid-company', $problem );
						return get_option( WASLA_COMPANION_COMPANY_OPTION, '' );
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
			__( 'Wasla company', 'wasla-companion' ),
			__( 'Wasla company', 'wasla-companion' ),
			'manage_options',
			'wasla-company',
			static function (): void {
				?>
				<div class="wrap">
					<h1><?php esc_html_e( 'Wasla company', 'wasla-companion' ); ?></h1>
					<p><?php esc_html_e( 'The company\'s phone, email, office address and hours, press contact, social links and figures, as the JSON of the site\'s content/company.json. Remove "sample": true from each fact the company confirms. Leave it empty to show the site\'s own file.', 'wasla-companion' ); ?></p>
					<form method="post" action="options.php">
						<?php settings_fields( 'wasla_company' ); ?>
						<label for="wasla-company" class="screen-reader-text"><?php esc_html_e( 'Company facts (JSON)', 'wasla-companion' ); ?></label>
						<textarea id="wasla-company" name="<?php echo esc_attr( WASLA_COMPANION_COMPANY_OPTION ); ?>" rows="24" class="large-text code"><?php echo esc_textarea( (string) wasla_companion_company_json() ); ?></textarea>
						<?php submit_button(); ?>
					</form>
				</div>
				<?php
			}
		);
	}
);
