<?php
/**
 * Plugin Name: Test constants (Wasla test suite)
 * Description: Defines the constants named in ../../test-constants.json (beside the install), so a
 * test can configure a plugin the way an operator does in wp-config.php without rewriting
 * wp-config.php (the kit's up.sh owns it). Read on every request; a missing file defines nothing.
 */
$wasla_test_constants = json_decode( (string) @file_get_contents( dirname( ABSPATH ) . '/test-constants.json' ), true );
foreach ( is_array( $wasla_test_constants ) ? $wasla_test_constants : [] as $name => $value ) {
	if ( ! defined( $name ) ) {
		define( $name, $value );
	}
}
unset( $wasla_test_constants );
