<?php
/**
 * Plugin Name: HTTPS stand-in (Wasla test suite)
 * Description: WordPress offers Application Passwords only over HTTPS (or when the environment
 * type is "local"). The test WordPress serves plain HTTP on 127.0.0.1, where a real host has TLS,
 * so this makes them available as they are on that host; nothing else changes.
 */
add_filter( 'wp_is_application_passwords_available', '__return_true' );
