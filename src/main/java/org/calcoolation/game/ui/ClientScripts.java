package org.calcoolation.game.ui;

/** The little JavaScript the play page runs in the browser; everything else happens on the server. */
final class ClientScripts {

    private ClientScripts() {}

    /** Tells the view ({@code this}) when the tab is hidden or shown again; one listener per page. */
    static final String VISIBILITY = """
            const view = this;
            if (window.calcoolationVisibility) document.removeEventListener('visibilitychange', window.calcoolationVisibility);
            window.calcoolationVisibility = () => view.$server.pageVisibility(document.visibilityState === 'visible');
            document.addEventListener('visibilitychange', window.calcoolationVisibility);
            if (document.visibilityState !== 'visible') window.calcoolationVisibility();
            """;

    /**
     * Light or dark: the system's choice until the player presses the toggle ({@code this}), then
     * theirs, remembered in localStorage.
     */
    static final String THEME = """
            const button = this, root = document.documentElement, key = 'calcoolation-theme';
            const system = matchMedia('(prefers-color-scheme: dark)');
            const apply = () => {
                const choice = localStorage.getItem(key);
                const dark = choice ? choice === 'dark' : system.matches;
                root.setAttribute('theme', dark ? 'dark' : 'light');
                root.style.colorScheme = dark ? 'dark' : 'light';
                button.setAttribute('aria-pressed', String(dark));
            };
            if (!button.calcoolationTheme) {
                button.calcoolationTheme = true;
                button.addEventListener('click', () => {
                    localStorage.setItem(key, button.getAttribute('aria-pressed') === 'true' ? 'light' : 'dark');
                    apply();
                });
                system.addEventListener('change', apply);
            }
            apply();
            """;
}
