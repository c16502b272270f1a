package org.calcoolation.base.web;

/**
 * The Content-Security-Policy of every page. What Vaadin needs decides its looseness: the page
 * Vaadin writes carries a few inline scripts and styles, and Vaadin runs the JavaScript a view
 * sends ({@code executeJs}) through {@code new Function}, hence {@code 'unsafe-inline'} and
 * {@code 'unsafe-eval'} for scripts. What the policy still forbids: scripts, styles, images,
 * fonts and connections from any other site, plugins, a {@code <base>} elsewhere, forms posting
 * elsewhere, and framing by any site. Checked in Chromium by {@code ContentSecurityPolicyIT}.
 */
final class ContentSecurityPolicy {

    static final String POLICY = String.join(
            "; ",
            "default-src 'self'",
            "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data:",
            "font-src 'self' data:",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'");

    private ContentSecurityPolicy() {}
}
