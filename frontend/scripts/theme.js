// The player's choice of light or dark (the Dark theme button, page.js theme), put on the page
// before its first paint, on every page of the site: AppShell writes this into the head of each
// page, and the error pages load it first. Without a choice the page follows the device
// (Vaadin's color-scheme: light dark), as before.
(() => {
    try {
        const choice = localStorage.getItem('calcoolation-theme');
        if (choice !== 'dark' && choice !== 'light') return;
        document.documentElement.setAttribute('theme', choice);
        document.documentElement.style.colorScheme = choice;
    } catch (refused) {
        // A browser that refuses storage here: the device's choice stands.
    }
})();
